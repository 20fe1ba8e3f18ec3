import { utcDayNumber } from '../domain/calendar';

/**
 * The 90-day journey (product rules R4.61, and R2.69: shown on the dashboard):
 * the day count since the first recording, capped at 90, in three 30-day phases.
 */
export const JOURNEY_DAYS = 90;
export const JOURNEY_PHASE_DAYS = 30;
export const JOURNEY_PHASES = [
  { number: 1, title: 'Foundations: Clarity & Confidence', firstDay: 1 },
  { number: 2, title: 'Influence & Storytelling', firstDay: 31 },
  { number: 3, title: 'Leadership Communication', firstDay: 61 },
] as const;
export type JourneyPhase = (typeof JOURNEY_PHASES)[number];

/** Day 1 is the day of the first recording (UTC). Null before any recording. */
export function journeyDay(firstRecordingAt: Date | null, now: Date): number | null {
  if (!firstRecordingAt) return null;
  const days = utcDayNumber(now) - utcDayNumber(firstRecordingAt) + 1;
  return Math.max(1, Math.min(JOURNEY_DAYS, days));
}

export function journeyPhase(day: number): JourneyPhase {
  const index = Math.min(JOURNEY_PHASES.length - 1, Math.floor((day - 1) / JOURNEY_PHASE_DAYS));
  const phase = JOURNEY_PHASES[Math.max(0, index)];
  if (!phase) throw new Error('No journey phases');
  return phase;
}
