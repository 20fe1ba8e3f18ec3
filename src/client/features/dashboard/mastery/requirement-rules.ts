import { ALMOST_THERE_PERCENT, type MeasureKey } from '@shared/progress/mastery-phases';
import type { PhaseStatus, RequirementStatus } from '@shared/progress/schemas';
import { formatScore } from '@client/lib/format';
import { measureTip } from '../coaching-tips';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A measure as people read it: sessions as a count, filler words as a percentage, scores /10. */
export function formatMeasure(measure: MeasureKey, value: number): string {
  if (measure === 'sessions') return plural(value, 'session', 'sessions');
  if (measure === 'averageFillerPercent') return `${formatScore(value)}%`;
  return `${formatScore(value)}/10`;
}

export function formatTarget(requirement: RequirementStatus): string {
  const bound = requirement.direction === 'atMost' ? 'at most' : 'at least';
  return `${bound} ${formatMeasure(requirement.measure, requirement.target)}`;
}

export function formatCurrent(requirement: RequirementStatus): string {
  return requirement.current === null
    ? 'Not measured yet'
    : formatMeasure(requirement.measure, requirement.current);
}

/** 'Almost there!': at least 70% of the way (product rules R9.23), and not met yet. */
export const isAlmostThere = (requirement: RequirementStatus) =>
  !requirement.met && requirement.progress >= ALMOST_THERE_PERCENT;

/** 'What to Focus On Next': the requirements still unmet, the most advanced first. */
export function focusNext(phase: PhaseStatus): RequirementStatus[] {
  return phase.requirements
    .filter((requirement) => !requirement.met)
    .sort((a, b) => b.progress - a.progress);
}

/** How far is left for one unmet requirement, and a concrete tip. */
export function focusAdvice(requirement: RequirementStatus): string {
  const tip = measureTip(requirement.measure);
  const { current, target, measure } = requirement;
  if (measure === 'sessions') {
    return `${plural(Math.max(0, target - (current ?? 0)), 'more session', 'more sessions')} to go. ${tip}`;
  }
  if (current === null) return `Record a session to measure this. ${tip}`;
  const verb = requirement.direction === 'atMost' ? 'Bring it down' : 'Raise it';
  return `${verb} from ${formatMeasure(measure, current)} to ${formatMeasure(measure, target)}. ${tip}`;
}

/** What opens a locked phase: every requirement of the phase before it. */
export function unlockMessage(phase: PhaseStatus, phases: readonly PhaseStatus[]): string {
  const previous = phases.find((entry) => entry.number === phase.number - 1);
  return previous
    ? `Complete all ${previous.title} requirements to unlock this phase.`
    : 'Complete the phase before this one to unlock it.';
}
