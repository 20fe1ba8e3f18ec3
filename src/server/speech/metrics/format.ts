/** m:ss for reasoning and recommendations; minutes keep counting past an hour ("75:03"). */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Value at quantile q (0-1) of already sorted numbers, linearly interpolated. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = sorted[low] ?? 0;
  const highValue = sorted[high] ?? lowValue;
  return lowValue + (highValue - lowValue) * (position - low);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population standard deviation: the recording is the whole population being described. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

export function median(values: readonly number[]): number {
  return quantileSorted(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Per 100 words, the unit the filler and hedge norms use. */
export function per100Words(count: number, wordCount: number): number {
  return wordCount > 0 ? roundTo((count / wordCount) * 100, 2) : 0;
}

export function perMinute(count: number, seconds: number): number {
  return seconds > 0 ? roundTo(count / (seconds / 60), 2) : 0;
}
