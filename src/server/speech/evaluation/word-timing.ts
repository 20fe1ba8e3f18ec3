import { normalizeWord } from '../metrics/tokens';
import type { TranscribedWord } from '../types';
import type { TimeSpan } from './types';

/** How far a word's start or end may be from the reference's and still count as right. */
export const WORD_TIME_TOLERANCE_SECONDS = 0.15;

/** Signed errors (engine minus reference), seconds, of the words both wrote alike. */
export interface WordTimeErrors {
  starts: number[];
  ends: number[];
  /** Words in the reference: how many of them could be matched is `starts.length` of this. */
  referenceWords: number;
}

/**
 * The engine's words matched to the reference's by text, in order (the longest common
 * subsequence, so a misheard or missing word is skipped, not paired with its neighbour; WER's
 * fewest-edits alignment would pair it by substitution on a tie and lose a match), and
 * the error of each matched word's start and end.
 */
export function wordTimeErrors(
  reference: ReadonlyArray<TimeSpan & { word: string }>,
  words: readonly TranscribedWord[],
): WordTimeErrors {
  const a = reference.map((word) => normalizeWord(word.word));
  const b = words.map((word) => normalizeWord(word.word));
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  const at = (i: number, j: number) => common[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      (common[i] as number[])[j] =
        a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const errors: WordTimeErrors = { starts: [], ends: [], referenceWords: a.length };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      const said = reference[i] as TimeSpan;
      const written = words[j] as TranscribedWord;
      errors.starts.push(written.start - said.start);
      errors.ends.push(written.end - said.end);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return errors;
}

/** The share of `errors` within the tolerance; null when there are none. */
export function shareWithinTolerance(errors: readonly number[]): number | null {
  if (errors.length === 0) return null;
  const within = errors.filter((error) => Math.abs(error) <= WORD_TIME_TOLERANCE_SECONDS + 1e-9);
  return within.length / errors.length;
}
