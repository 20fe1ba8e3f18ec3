/** A stretch of a recording, in seconds from its start. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** Seconds that `a` and `b` share; 0 when they do not meet. */
export const overlapSeconds = (a: TimeSpan, b: TimeSpan): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
