import type { CrutchPhrase, CrutchPhraseKind, CrutchTrend } from '@shared/progress/crutch-phrases';

/*
 * How the crutch-phrase card words its figures (product rules R11.8), for the eye and for a
 * screen reader, in one place the dashboard and the coach's view share.
 */

export const KIND_LABELS: Record<CrutchPhraseKind, string> = {
  filler: 'Filler',
  hedge: 'Hedge',
  repeat: 'Repeated phrase',
};

export const TREND_LABELS: Record<CrutchTrend, string> = {
  improving: 'Improving',
  steady: 'Steady',
  worsening: 'Rising',
  new: 'New',
};

/** A rate to one decimal, or two below 0.1 so a rare phrase never reads as 0. */
export function formatRate(perMinute: number): string {
  if (perMinute === 0) return '0';
  return perMinute < 0.1 ? perMinute.toFixed(2) : perMinute.toFixed(1);
}

/** "1.2 per minute now, down from 2.0" (or "up from", "about the same as", "new since"). */
export function describeRate(
  phrase: Pick<CrutchPhrase, 'perMinute' | 'baselinePerMinute' | 'trend'>,
) {
  const now = `${formatRate(phrase.perMinute)} per minute now`;
  const then = formatRate(phrase.baselinePerMinute);
  switch (phrase.trend) {
    case 'improving':
      return `${now}, down from ${then}`;
    case 'worsening':
      return `${now}, up from ${then}`;
    case 'new':
      return `${now}, not used in the first sessions`;
    case 'steady':
      return phrase.perMinute === phrase.baselinePerMinute
        ? now
        : `${now}, about the same as ${then}`;
  }
}

/** The sparkline's text alternative: the sessions it covers and where the rate went. */
export function describeSeries(series: CrutchPhrase['series']): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return 'No sessions yet';
  const sessions = series.length === 1 ? 'the last session' : `the last ${series.length} sessions`;
  const highest = Math.max(...series.map((point) => point.perMinute));
  return (
    `Per minute over ${sessions}: from ${formatRate(first.perMinute)} to ` +
    `${formatRate(last.perMinute)}, highest ${formatRate(highest)}`
  );
}
