import {
  ENERGETIC_PACE_MAX_WPM,
  FILLERS_EXCELLENT_PER_100,
  FILLERS_HIGH_PER_100,
  FILLERS_TYPICAL_PER_100,
  FREQUENT_MID_CLAUSE_PAUSES_PER_MINUTE,
  IDEAL_PACE_CORE_MIN_WPM,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
  PACE_AMBER_MAX_WPM,
  PACE_AMBER_MIN_WPM,
  PACE_EXTREME_FAST_WPM,
} from './norms';

/**
 * How measurements become 0-10 scores. Sources as in norms.ts; a step list maps a value up to
 * each `max` (inclusive) to a score, or, for the penalty lists, to points subtracted from 10.
 * (A "score band" is something else: the colour of a finished 0-10 score, shared/recordings/scores.ts.)
 */
/** One step: a value up to `max` (inclusive) earns `score`; in a penalty list, loses `score` points. */
export interface ScoreStep {
  max: number;
  score: number;
}

/** The score of the first step whose max the value does not exceed; steps are ascending. */
export function stepScore(value: number, steps: readonly ScoreStep[]): number {
  const step = steps.find((candidate) => value <= candidate.max);
  return step ? step.score : (steps[steps.length - 1]?.score ?? 0);
}

/**
 * Pace score by wpm. 140-160 scores 10 and 130-139 scores 9 (the ideal band, decisions);
 * 161-170 scores 8, "energetic but clear" (decisions). Amber (norms): 120-129 and 171-178
 * score 7, 110-119 and 179-185 score 6. Red: one point less per step down to 1; the step
 * widths are judgement, ending at the 240 wpm TED extreme.
 */
export const PACE_SCORE_STEPS: readonly ScoreStep[] = [
  { max: 69, score: 1 },
  { max: 79, score: 2 },
  { max: 89, score: 3 },
  { max: 99, score: 4 },
  { max: PACE_AMBER_MIN_WPM - 1, score: 5 },
  { max: 119, score: 6 },
  { max: IDEAL_PACE_MIN_WPM - 1, score: 7 },
  { max: IDEAL_PACE_CORE_MIN_WPM - 1, score: 9 },
  { max: IDEAL_PACE_MAX_WPM, score: 10 },
  { max: ENERGETIC_PACE_MAX_WPM, score: 8 },
  { max: 178, score: 7 },
  { max: PACE_AMBER_MAX_WPM, score: 6 },
  { max: 195, score: 5 },
  { max: 210, score: 4 },
  { max: 225, score: 3 },
  { max: PACE_EXTREME_FAST_WPM, score: 2 },
  { max: Infinity, score: 1 },
];

/**
 * Filler score by tier-1 fillers per 100 words (norms bands): <= 1 excellent (10 to 0.5,
 * then 9), 1-3 typical (8, 7), 3-5 high (6, 5), > 5 very high (4 down to 1). The split of
 * each band into two scores is judgement.
 */
export const FILLER_SCORE_STEPS: readonly ScoreStep[] = [
  { max: 0.5, score: 10 },
  { max: FILLERS_EXCELLENT_PER_100, score: 9 },
  { max: 2, score: 8 },
  { max: FILLERS_TYPICAL_PER_100, score: 7 },
  { max: 4, score: 6 },
  { max: FILLERS_HIGH_PER_100, score: 5 },
  { max: 6.5, score: 4 },
  { max: 8, score: 3 },
  { max: 10, score: 2 },
  { max: Infinity, score: 1 },
];
/** All fillers (tier 1 + markers) at or over the 3% target cap the score at 7 (yellow), over
 * 5% at 5 (orange) (target: product rules R10.4; the caps are judgement, decision 39). */
export const FILLER_TARGET_MISSED_CAP = 7;
export const FILLER_VERY_HIGH_CAP = 5;

/** Clarity starts at 10 and loses these points. Mid-clause pauses per minute: the strongest
 * fluency correlate (Kahng); the steps are judgement, 8/min also marks 'frequent'. */
export const CLARITY_MID_CLAUSE_PENALTIES: readonly ScoreStep[] = [
  { max: 2, score: 0 },
  { max: 4, score: 1 },
  { max: 6, score: 2 },
  { max: FREQUENT_MID_CLAUSE_PAUSES_PER_MINUTE - 0.01, score: 3 },
  { max: Infinity, score: 4 },
];
/** Variation of articulation rate between 20-s stretches (coefficient of variation). Rate
 * varies naturally within speech (Phonetica 1984), so only large swings cost. Judgement. */
export const CLARITY_STEADINESS_PENALTIES: readonly ScoreStep[] = [
  { max: 0.15, score: 0 },
  { max: 0.25, score: 1 },
  { max: Infinity, score: 2 },
];
/** Reliable immediate repeats per 100 words; all disfluencies together run 2-6 per 100
 * (norms), repeats are a share of that. Steps are judgement. */
export const CLARITY_REPEAT_PENALTIES: readonly ScoreStep[] = [
  { max: 1, score: 0 },
  { max: 2, score: 1 },
  { max: 4, score: 2 },
  { max: Infinity, score: 3 },
];
/** Average word confidence under 0.45 costs one point: most words were doubtful (engines:
 * 0.64 on correct, 0.32 on wrong words). A weak factor by design. Judgement. */
export const CLARITY_LOW_MEAN_CONFIDENCE = 0.45;

/** Confidence starts at 10 and loses these points. Share of voiced time in flat (< 2 st)
 * windows (voice-coach-mcp; Jiang & Pell: confident voices have the widest F0 range). */
export const CONFIDENCE_MONOTONE_PENALTIES: readonly ScoreStep[] = [
  { max: 0.25, score: 0 },
  { max: 0.5, score: 1 },
  { max: Infinity, score: 2 },
];
/** Hedges per 100 words (Erickson et al. 1978; Hosman & Wright 1987). Steps are judgement. */
export const CONFIDENCE_HEDGE_PENALTIES: readonly ScoreStep[] = [
  { max: 1.5, score: 0 },
  { max: 3, score: 1 },
  { max: 5, score: 2 },
  { max: Infinity, score: 3 },
];
/** Tier-1 fillers per 100 words: typical (<= 3) costs nothing, high 1, very high 2
 * (norms bands; Christenfeld 1995, Brennan & Williams 1995). */
export const CONFIDENCE_FILLER_PENALTIES: readonly ScoreStep[] = [
  { max: FILLERS_TYPICAL_PER_100, score: 0 },
  { max: FILLERS_HIGH_PER_100, score: 1 },
  { max: Infinity, score: 2 },
];
/** Mid-clause pauses over 1.2 s per minute (voicemy.capital: uncertainty). Steps: judgement. */
export const CONFIDENCE_HESITATION_PENALTIES: readonly ScoreStep[] = [
  { max: 0.5, score: 0 },
  { max: 1.5, score: 1 },
  { max: Infinity, score: 2 },
];
/** Too quiet (under -30 dBFS) and flat loudness (SD < 3 dB) each cost one point: confident
 * voices are louder with a wider amplitude range (Jiang & Pell 2017). Microphone gain also
 * moves the level, so it weighs only one point. */
export const CONFIDENCE_LOUDNESS_PENALTY = 1;
