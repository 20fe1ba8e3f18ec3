import type { FillerMetrics } from '../metrics/fillers';
import {
  DEFAULT_SCORES,
  FILLER_TARGET_PERCENT,
  FILLER_VERY_HIGH_PERCENT,
  FILLERS_EXCELLENT_PER_100,
  FILLERS_HIGH_PER_100,
  FILLERS_TYPICAL_PER_100,
  TOP_FILLERS_LISTED,
} from './norms';
import {
  FILLER_SCORE_STEPS,
  FILLER_TARGET_MISSED_CAP,
  FILLER_VERY_HIGH_CAP,
  stepScore,
} from './score-steps';
import type { TranscriptReliability } from '@shared/recordings/transcript-reliability';
import {
  CAP_BASIS,
  capSentence,
  capForTranscript,
  doubtedWords,
  isApproximate,
  sureWordCount,
} from './transcript-caveat';
import type { ScoreResult } from './types';
import { countedWords, num, plural, sentences } from './wording';

/** Norms' labels for tier-1 fillers per 100 words. */
export function fillerRateLabel(per100: number): string {
  if (per100 <= FILLERS_EXCELLENT_PER_100)
    return `excellent (${FILLERS_EXCELLENT_PER_100} or fewer)`;
  if (per100 <= FILLERS_TYPICAL_PER_100)
    return `typical (${FILLERS_EXCELLENT_PER_100}-${FILLERS_TYPICAL_PER_100})`;
  if (per100 <= FILLERS_HIGH_PER_100)
    return `high (${FILLERS_TYPICAL_PER_100}-${FILLERS_HIGH_PER_100})`;
  return `very high (over ${FILLERS_HIGH_PER_100})`;
}

/** The 3% target on all fillers (product rules R10.4) caps the score set by the tier-1 rate. */
function totalCap(percentage: number): number {
  if (percentage > FILLER_VERY_HIGH_PERCENT) return FILLER_VERY_HIGH_CAP;
  if (percentage >= FILLER_TARGET_PERCENT) return FILLER_TARGET_MISSED_CAP;
  return 10;
}

function wordsOf(fillers: FillerMetrics, tier: 'filled-pause' | 'discourse-marker') {
  const counts = new Map<string, number>();
  for (const item of fillers.occurrences) {
    if (item.tier === tier) counts.set(item.word, (counts.get(item.word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_FILLERS_LISTED);
}

/**
 * Tier-1 fillers (um, uh...) per 100 words set the score (norms bands); all fillers together,
 * discourse markers included, must stay under the 3% target (product rules R10.4) or the
 * score is capped (decision 39).
 */
export function scoreFillers(
  fillers: FillerMetrics,
  wordCount: number,
  reliability: TranscriptReliability | null = null,
): ScoreResult {
  if (wordCount === 0) {
    return {
      score: DEFAULT_SCORES.filler,
      reasoning:
        'No words were recognised, so filler words could not be counted and the default score is shown.',
      basis: ['fillers not measured'],
    };
  }
  const per100 = fillers.filledPausesPer100Words;
  const approximate = isApproximate(reliability) && reliability !== null;
  const measured = Math.min(stepScore(per100, FILLER_SCORE_STEPS), totalCap(fillers.percentage));
  const score = capForTranscript(measured, reliability);
  const target =
    fillers.percentage < FILLER_TARGET_PERCENT
      ? `under the ${FILLER_TARGET_PERCENT}% target`
      : `over the ${FILLER_TARGET_PERCENT}% target`;
  // With most words doubtful, a filler may hide among them: say how sure the count is.
  const certainty = approximate
    ? `The transcript is approximate (${doubtedWords(reliability)}), so fillers are counted only among the ${sureWordCount(reliability)} words it heard clearly, and some may be missed.`
    : null;
  const first =
    fillers.count === 0
      ? approximate
        ? 'No filler words were detected among them.'
        : `No filler words were detected in your ${wordCount} words.`
      : `You used ${plural(fillers.count, 'filler word')} in ${wordCount} words (${num(fillers.percentage, 2)}%), ${target}.`;
  const filled = wordsOf(fillers, 'filled-pause');
  const habits = wordsOf(fillers, 'discourse-marker');
  const habitsText = habits.length > 0 ? `, plus verbal habits: ${countedWords(habits)}` : '';
  const detail =
    fillers.count === 0
      ? null
      : filled.length > 0
        ? `Filled pauses such as ${countedWords(filled)} came to ${num(per100, 2)} per 100 words, ${fillerRateLabel(per100)}${habitsText}.`
        : `All were verbal habits: ${countedWords(habits)}.`;
  const unclear =
    fillers.ignoredLowConfidence > 0
      ? `${plural(fillers.ignoredLowConfidence, 'more possible filler')} ${fillers.ignoredLowConfidence === 1 ? 'was' : 'were'} too unclear to count.`
      : null;
  return {
    score,
    reasoning: sentences(certainty, first, detail, unclear, capSentence(measured, reliability)),
    basis: [
      `${fillers.filledPauseCount} filled pauses, ${num(per100, 2)} per 100 words: ${fillerRateLabel(per100)}`,
      `${fillers.count} fillers in all, ${num(fillers.percentage, 2)}% of ${wordCount} words (target under ${FILLER_TARGET_PERCENT}%)`,
      `${num(fillers.perMinute)} fillers per minute; ${fillers.clusters.length} clusters`,
      `${fillers.ignoredLowConfidence} candidates under the confidence line ignored`,
      ...(approximate ? [CAP_BASIS] : []),
    ],
  };
}
