import {
  APPROXIMATE_TRANSCRIPT_SCORE_CAP,
  type TranscriptReliability,
} from '@shared/recordings/transcript-reliability';

/*
 * What an approximate transcript changes in the scores (docs/decisions.md, "Approximate
 * transcripts"): scores that rest on words go no higher than the cap, and their reasoning
 * says what they rest on instead and how sure the engine was of the words it counted.
 */

/** The engine doubted most words (approximate), or almost all of them (unrecognised). */
export function isApproximate(reliability: TranscriptReliability | null | undefined): boolean {
  return reliability != null && reliability.level !== 'reliable';
}

/** A word-based score, capped while the words cannot be confirmed. */
export function capForTranscript(
  score: number,
  reliability: TranscriptReliability | null | undefined,
): number {
  return isApproximate(reliability) ? Math.min(score, APPROXIMATE_TRANSCRIPT_SCORE_CAP) : score;
}

/** "the engine doubted 62% of your words". */
export function doubtedWords(reliability: TranscriptReliability): string {
  return `the engine doubted ${Math.round(reliability.doubtfulShare * 100)}% of your words`;
}

/** How many words the engine was sure of, for "among the 24 words it heard clearly". */
export function sureWordCount(reliability: TranscriptReliability): number {
  return Math.round(reliability.wordCount * (1 - reliability.doubtfulShare));
}

/**
 * The closing sentence of a capped score's reasoning, when the cap held `measured` down; a
 * score under the cap says nothing of it ("no higher than 8" on a 1/10 only puzzles).
 */
export function capSentence(
  measured: number,
  reliability: TranscriptReliability | null | undefined,
): string | null {
  return isApproximate(reliability) && measured > APPROXIMATE_TRANSCRIPT_SCORE_CAP
    ? `It goes no higher than ${APPROXIMATE_TRANSCRIPT_SCORE_CAP} while your words cannot be confirmed.`
    : null;
}

/** The basis line of a capped score. */
export const CAP_BASIS = `approximate transcript: at most ${APPROXIMATE_TRANSCRIPT_SCORE_CAP}`;
