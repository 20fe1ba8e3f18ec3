/**
 * Score trends on the dashboard (product rules R3.25: value, direction and percentage; R4.59:
 * trends need at least 2 sessions). The latest sessions are compared with the ones before.
 */
export const TREND_MIN_SESSIONS = 2;
/** How many recent sessions make up each side of the comparison, at most (judgement). */
export const TREND_WINDOW = 5;
/** Changes smaller than this percentage read as steady (judgement: below session noise). */
export const STEADY_BELOW_PERCENT = 2;

export type TrendDirection = 'up' | 'down' | 'steady';

export interface Trend {
  /** The recent average. */
  value: number;
  direction: TrendDirection;
  /** The size of the change against the sessions before, in percent. */
  percentage: number;
  /** Whether the change is for the better; null when steady. */
  improving: boolean | null;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** `values` are oldest first. Null with fewer than 2 sessions. */
export function computeTrend(values: readonly number[], betterWhen: 'up' | 'down'): Trend | null {
  if (values.length < TREND_MIN_SESSIONS) return null;
  const size = Math.min(TREND_WINDOW, Math.floor(values.length / 2));
  const recent = values.slice(-size);
  const before = values.slice(-2 * size, -size);
  const now = mean(recent);
  const then = mean(before);
  const change = then === 0 ? (now === 0 ? 0 : 100) : ((now - then) / Math.abs(then)) * 100;
  const direction: TrendDirection =
    Math.abs(change) < STEADY_BELOW_PERCENT ? 'steady' : change > 0 ? 'up' : 'down';
  return {
    value: Math.round(now * 10) / 10,
    direction,
    percentage: Math.round(Math.abs(change)),
    improving: direction === 'steady' ? null : (direction === 'up') === (betterWhen === 'up'),
  };
}
