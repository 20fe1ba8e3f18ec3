import type { TimeSpan } from './types';

/** How well a detector found timed events: the raw counts behind precision and recall. */
export interface DetectionCounts {
  /** True events that should be found. */
  truth: number;
  /** Of those, how many a detection matched. */
  found: number;
  /** Detections that claim an event. */
  detected: number;
  /** Of those, how many matched a true event. */
  correct: number;
}

/** A filler is found when the detection's midpoint is within 0.5 s of the true filler's. */
export const FILLER_MATCH_SECONDS = 0.5;
/** Pauses from this length are scored: shorter ones pass unnoticed by listeners and norms. */
export const SCORED_PAUSE_MIN_SECONDS = 0.5;
/** A pause is found when both its start and its end are within 0.3 s of the true pause's. */
export const PAUSE_MATCH_SECONDS = 0.3;

const EPSILON = 1e-6;
const midpoint = (span: TimeSpan) => (span.start + span.end) / 2;
const duration = (span: TimeSpan) => span.end - span.start;

/**
 * Pairs each true event with at most one detection and vice versa, closest pairs first, among
 * the pairs `distance` allows (it returns null for a pair that cannot match).
 */
export function matchEvents<T, D>(
  truth: readonly T[],
  detected: readonly D[],
  distance: (t: T, d: D) => number | null,
): Array<[T, D]> {
  const candidates: Array<{ t: number; d: number; cost: number }> = [];
  truth.forEach((t, ti) =>
    detected.forEach((d, di) => {
      const cost = distance(t, d);
      if (cost !== null) candidates.push({ t: ti, d: di, cost });
    }),
  );
  candidates.sort((a, b) => a.cost - b.cost || a.t - b.t || a.d - b.d);
  const usedTruth = new Set<number>();
  const usedDetected = new Set<number>();
  const pairs: Array<{ t: number; d: number }> = [];
  for (const { t, d } of candidates) {
    if (usedTruth.has(t) || usedDetected.has(d)) continue;
    usedTruth.add(t);
    usedDetected.add(d);
    pairs.push({ t, d });
  }
  return pairs
    .sort((a, b) => a.t - b.t)
    .map(({ t, d }): [T, D] => [truth[t] as T, detected[d] as D]);
}

/** Detected filler occurrences (any tier, any spelling) against the fillers said. */
export function scoreFillers(truth: readonly TimeSpan[], detected: readonly TimeSpan[]) {
  const pairs = matchEvents(truth, detected, (t, d) => {
    const gap = Math.abs(midpoint(t) - midpoint(d));
    return gap <= FILLER_MATCH_SECONDS + EPSILON ? gap : null;
  });
  const counts: DetectionCounts = {
    truth: truth.length,
    found: pairs.length,
    detected: detected.length,
    correct: pairs.length,
  };
  return counts;
}

function boundaryDistance(t: TimeSpan, d: TimeSpan): number | null {
  const startGap = Math.abs(t.start - d.start);
  const endGap = Math.abs(t.end - d.end);
  return startGap <= PAUSE_MATCH_SECONDS + EPSILON && endGap <= PAUSE_MATCH_SECONDS + EPSILON
    ? startGap + endGap
    : null;
}

/**
 * Pauses of 0.5 s or more on each side, with slack at the threshold: a true 0.5 s pause
 * measured as 0.45 s is still found (recall matches against every detected pause), and a
 * detected 0.55 s pause over a true 0.4 s silence is still correct (precision matches against
 * every true silence of 0.25 s or more). Returns the counts and, for each found pause, how far
 * its measured length was from the truth.
 */
export function scorePauses(truth: readonly TimeSpan[], detected: readonly TimeSpan[]) {
  const scored = (span: TimeSpan) => duration(span) >= SCORED_PAUSE_MIN_SECONDS - EPSILON;
  const truePauses = truth.filter(scored);
  const detectedPauses = detected.filter(scored);
  const found = matchEvents(truePauses, detected, boundaryDistance);
  const correct = matchEvents(truth, detectedPauses, boundaryDistance);
  const counts: DetectionCounts = {
    truth: truePauses.length,
    found: found.length,
    detected: detectedPauses.length,
    correct: correct.length,
  };
  return { counts, durationErrors: found.map(([t, d]) => Math.abs(duration(d) - duration(t))) };
}

export function addCounts(all: readonly DetectionCounts[]): DetectionCounts {
  return all.reduce(
    (sum, c) => ({
      truth: sum.truth + c.truth,
      found: sum.found + c.found,
      detected: sum.detected + c.detected,
      correct: sum.correct + c.correct,
    }),
    { truth: 0, found: 0, detected: 0, correct: 0 },
  );
}

/** correct / detected; null when nothing was detected. */
export const precision = (c: DetectionCounts) => (c.detected > 0 ? c.correct / c.detected : null);
/** found / truth; null when there was nothing to find. */
export const recall = (c: DetectionCounts) => (c.truth > 0 ? c.found / c.truth : null);
