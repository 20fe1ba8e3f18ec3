import {
  RECOMMENDATIONS_MAX,
  RECOMMENDATIONS_MIN,
  RECOMMENDATIONS_PER_SCORE_MAX,
} from '../scoring/norms';
import {
  fastPaceTip,
  midClausePauseTip,
  purposefulPauseTip,
  repeatTip,
  slowPaceTip,
} from './delivery-tips';
import { closingTip, openingTip, outlineTip, steadyPaceTip } from './general-tips';
import type { Candidate, Recommendation, RecommendationInputs } from './types';
import { flatLoudnessTip, monotoneTip, quietTip } from './voice-tips';
import { fillerClusterTip, fillerTip, hedgeTip } from './wording-tips';

type Generator = (inputs: RecommendationInputs) => Candidate | null;

/** Problems, in the order used to break ties within one score. */
const ISSUE_TIPS: readonly Generator[] = [
  fillerTip,
  fastPaceTip,
  slowPaceTip,
  midClausePauseTip,
  hedgeTip,
  monotoneTip,
  quietTip,
  repeatTip,
  fillerClusterTip,
  flatLoudnessTip,
];

/** Strengths and general advice, used only to reach three items. */
const FILL_TIPS: readonly Generator[] = [
  purposefulPauseTip,
  steadyPaceTip,
  closingTip,
  openingTip,
  outlineTip,
];

/**
 * 3 to 5 items that quote the user. Problems come first, those of the weakest score first
 * (then the most severe, then the order above), at most 2 per score; strengths fill up to 3.
 * Pure and deterministic: the same metrics always give the same list.
 */
export function buildRecommendations(inputs: RecommendationInputs): Recommendation[] {
  const scoreOf = (candidate: Candidate) =>
    candidate.dimension === 'general' ? 10 : inputs.scores[candidate.dimension];
  const issues = ISSUE_TIPS.map((tip, order) => ({ candidate: tip(inputs), order }))
    .filter((entry): entry is { candidate: Candidate; order: number } => entry.candidate !== null)
    .sort(
      (a, b) =>
        scoreOf(a.candidate) - scoreOf(b.candidate) ||
        b.candidate.severity - a.candidate.severity ||
        a.order - b.order,
    );

  const chosen: Candidate[] = [];
  const perScore = new Map<string, number>();
  for (const { candidate } of issues) {
    if (chosen.length >= RECOMMENDATIONS_MAX) break;
    const used = perScore.get(candidate.dimension) ?? 0;
    if (used >= RECOMMENDATIONS_PER_SCORE_MAX) continue;
    perScore.set(candidate.dimension, used + 1);
    chosen.push(candidate);
  }
  for (const tip of FILL_TIPS) {
    if (chosen.length >= RECOMMENDATIONS_MIN) break;
    const candidate = tip(inputs);
    if (candidate) chosen.push(candidate);
  }
  return chosen.map((candidate) => candidate.item);
}
