import type { ScorePoint } from '@shared/progress/schemas';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '@shared/recordings/pace';
import { formatScore, formatShortDate } from '@client/lib/format';

/** The chart needs a line, so two sessions at least. */
export const MIN_CHART_SESSIONS = 2;
export const MAX_SCORE = 10;

export type ScoreKey = 'clarity' | 'pace' | 'fillerWords' | 'confidence';

/**
 * The four scores, each with its own colour and dash pattern, so lines stay apart for people
 * who do not tell the colours apart. Colours meet 3:1 against the white card.
 */
export const SCORE_SERIES: readonly {
  key: ScoreKey;
  label: string;
  color: string;
  dash: string;
}[] = [
  { key: 'clarity', label: 'Clarity', color: '#0d7369', dash: '' },
  { key: 'pace', label: 'Pace', color: '#3b35b8', dash: '7 4' },
  { key: 'fillerWords', label: 'Filler Words', color: '#b45309', dash: '2 3' },
  { key: 'confidence', label: 'Confidence', color: '#be185d', dash: '9 3 2 3' },
];

export type Frame = {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
};

export type PlotPoint = { x: number; y: number | null };

/** Maps a value of `domain` onto `range`, straight. */
export function scaleLinear(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Sessions spread evenly from left to right; values from the bottom (domain start) up. */
export function plotPoints(
  values: readonly (number | null)[],
  frame: Frame,
  domain: readonly [number, number],
): PlotPoint[] {
  const { width, height, margin } = frame;
  const left = margin.left;
  const right = width - margin.right;
  const y = scaleLinear(domain, [height - margin.bottom, margin.top]);
  const step = values.length > 1 ? (right - left) / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: values.length > 1 ? left + index * step : (left + right) / 2,
    y: value === null ? null : y(value),
  }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** An SVG path through the points; a missing value breaks the line rather than dropping to 0. */
export function linePath(points: readonly PlotPoint[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (point.y === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? ' L' : path ? ' M' : 'M'}${round1(point.x)} ${round1(point.y)}`;
    drawing = true;
  }
  return path;
}

/** Which sessions get a date under the axis: the first, the last and a few evenly between. */
export function tickIndices(count: number, maxTicks: number): number[] {
  if (count <= 0) return [];
  if (count <= maxTicks) return Array.from({ length: count }, (_, index) => index);
  const ticks = new Set<number>();
  for (let tick = 0; tick < maxTicks; tick += 1) {
    ticks.add(Math.round((tick * (count - 1)) / (maxTicks - 1)));
  }
  return [...ticks];
}

/**
 * Which sessions get a date under the axis when several share a day: only a day's first
 * session, so the axis never says "Nov 27" twice; then the first, the last and a few between.
 * `dayOf` names a session's day as the axis writes it.
 */
export function dayTickIndices(
  dates: readonly string[],
  maxTicks: number,
  dayOf: (date: string) => string,
): number[] {
  const firstOfDay = dates.flatMap((date, index) =>
    index === 0 || dayOf(dates[index - 1] as string) !== dayOf(date) ? [index] : [],
  );
  return tickIndices(firstOfDay.length, maxTicks).map((pick) => firstOfDay[pick] as number);
}

/** Words per minute from a little below to a little above both the sessions and the ideal band. */
export function wpmDomain(values: readonly (number | null)[]): [number, number] {
  const known = values.filter((value): value is number => value !== null);
  const low = Math.min(IDEAL_PACE_MIN_WPM, ...known);
  const high = Math.max(IDEAL_PACE_MAX_WPM, ...known);
  return [Math.max(0, Math.floor((low - 10) / 20) * 20), Math.ceil((high + 10) / 20) * 20];
}

export function wpmTicks([low, high]: readonly [number, number]): number[] {
  const ticks: number[] = [];
  for (let value = low; value <= high; value += 20) ticks.push(value);
  return ticks;
}

const span = (history: readonly ScorePoint[]) =>
  `${history.length} sessions, ${formatShortDate(history[0]?.createdAt)} to ${formatShortDate(history.at(-1)?.createdAt)}`;

/** The chart in words, for its accessible name: each shown line from its first to last value. */
export function scoresSummary(history: readonly ScorePoint[], shown: readonly ScoreKey[]): string {
  const lines = SCORE_SERIES.filter((series) => shown.includes(series.key)).map(
    (series) =>
      `${series.label} from ${formatScore(history[0]?.[series.key] ?? 0)} to ${formatScore(history.at(-1)?.[series.key] ?? 0)}`,
  );
  const body = lines.length > 0 ? `${lines.join('; ')}.` : 'No scores selected.';
  return `Scores out of ${MAX_SCORE} over your last ${span(history)}. ${body}`;
}

export function wpmSummary(history: readonly ScorePoint[]): string {
  const values = history.map((point) => point.wordsPerMinute).filter((value) => value !== null);
  const range =
    values.length > 0 ? `from ${values[0]} to ${values.at(-1)} words per minute` : 'not measured';
  return `Words per minute over your last ${span(history)}: ${range}. The ideal band is ${IDEAL_PACE_MIN_WPM} to ${IDEAL_PACE_MAX_WPM}.`;
}
