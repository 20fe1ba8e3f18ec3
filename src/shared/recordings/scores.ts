/**
 * Score bands and defaults shared by the analysis and the results view (product
 * rules R10.1 and R9.24): 8 or more is green, 6-7 yellow, below 6 orange.
 */
export const GREEN_SCORE_MIN = 8;
export const YELLOW_SCORE_MIN = 6;

/** The defaults shown when nothing could be measured (product rules R9.24). */
export const DEFAULT_SCORES = { pace: 5, clarity: 5, confidence: 6, filler: 5 } as const;

export type ScoreBand = 'green' | 'yellow' | 'orange';
export function scoreBand(score: number): ScoreBand {
  if (score >= GREEN_SCORE_MIN) return 'green';
  if (score >= YELLOW_SCORE_MIN) return 'yellow';
  return 'orange';
}

/** The history list's clarity colours: 8+ green, 6+ blue, 4+ yellow, below 4 red. */
export type ClarityBand = 'green' | 'blue' | 'yellow' | 'red';
export function clarityBand(score: number): ClarityBand {
  if (score >= 8) return 'green';
  if (score >= 6) return 'blue';
  if (score >= 4) return 'yellow';
  return 'red';
}
