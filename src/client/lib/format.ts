/*
 * How dates and scores read wherever they are shown: the practice screens, the history and
 * the dashboard.
 */

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const LONG_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const SHORT_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const readDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A recording's date, or 'Invalid date' for anything unreadable (product rules R8.16). */
export function formatRecordingDate(value: string | null | undefined): string {
  const date = readDate(value);
  return date ? DATE_TIME_FORMAT.format(date) : 'Invalid date';
}

/** 'March 14, 2026'. */
export function formatLongDate(value: string | null | undefined): string {
  const date = readDate(value);
  return date ? LONG_DATE_FORMAT.format(date) : 'Invalid date';
}

/** 'Mar 14', for chart axes and compact lists. */
export function formatShortDate(value: string | null | undefined): string {
  const date = readDate(value);
  return date ? SHORT_DATE_FORMAT.format(date) : 'Invalid date';
}

/** A score out of 10: whole scores as they are, others to one decimal. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
