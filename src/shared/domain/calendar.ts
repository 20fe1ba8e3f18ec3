export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UTC days since the epoch: two dates on the same UTC day give the same number. */
export function utcDayNumber(date: Date): number {
  return Math.floor(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS,
  );
}

/** The 1st of the month of `date`, 00:00 UTC: monthly counts start here. */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** Day of the year in UTC, 1 on January 1st: today's daily prompt is the one with this dayNumber. */
export function dayOfYear(date: Date): number {
  const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Math.floor((today - startOfYear) / DAY_MS) + 1;
}

/** Monday 00:00 UTC of the week that holds `date`; weekly challenges run Monday to Monday. */
export function startOfWeek(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** Weeks since Monday 1970-01-05, the first Monday after the epoch; used to rotate challenges. */
export function weekIndex(date: Date): number {
  const firstMonday = Date.UTC(1970, 0, 5);
  return Math.floor((startOfWeek(date).getTime() - firstMonday) / (7 * DAY_MS));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
