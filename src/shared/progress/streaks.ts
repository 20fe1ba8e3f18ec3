import { utcDayNumber } from '../domain/calendar';

/** Practice streaks: consecutive UTC days with at least one session. */

/**
 * The current streak counts back from today, or from yesterday (a streak is still alive
 * until a whole day passes without practice); the longest is the best run ever.
 */
export function dayStreaks(dates: readonly Date[], now: Date) {
  const days = [...new Set(dates.map(utcDayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const today = utcDayNumber(now);
  const last = days.at(-1);
  const current = last !== undefined && today - last <= 1 ? run : 0;
  return { current, longest };
}
