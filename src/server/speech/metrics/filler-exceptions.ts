/** Tier 1, filled pauses ("um"), and tier 2, discourse markers in filler position ("like"). */
export type FillerTier = 'filled-pause' | 'discourse-marker';

/**
 * What one person taught Cadence by marking a filler "not a filler" (product rules R11.10):
 * `word` after `previousWord` is not a filler for them; '' as the previous word holds after
 * any word. Both are normalised token text (lower case, no punctuation), as the detector
 * reads them.
 */
export interface FillerException {
  word: string;
  previousWord: string;
}

export function isExcepted(
  exceptions: readonly FillerException[],
  word: string,
  previousWord: string,
): boolean {
  return exceptions.some(
    (rule) =>
      rule.word === word && (rule.previousWord === '' || rule.previousWord === previousWord),
  );
}

/**
 * The exception a dismissal teaches, or null (decision 149). Only a discourse marker in a context
 * teaches: "like" after "I" was a verb, so later "I like" is left alone. A filled pause (um,
 * uh) marked "not a filler" means the engine misheard a word there; a rule would hide every
 * later real "um" after that word, so it teaches nothing. A marker with no word before it
 * (the first word heard) has no context to learn, and a rule for "after any word" would hide
 * the marker everywhere, so it teaches nothing either.
 */
export function taughtException(
  filler: { word: string; tier: FillerTier },
  previousWord: string,
): FillerException | null {
  if (filler.tier !== 'discourse-marker' || previousWord === '') return null;
  return { word: filler.word, previousWord };
}
