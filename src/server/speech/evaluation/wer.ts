import { canonicalFilledPause } from '../metrics/filled-pauses';

/** Engine markers that are not words: <s>, <sil>, [NOISE], ++BREATH++. */
const ENGINE_MARKER = /^(<[^>]*>|\[[^\]]*\]|\+\+[^+]*\+\+)$/;
/** pocketsphinx's alternative pronunciations: word(2). */
const PRONUNCIATION_VARIANT = /\(\d+\)$/;

/**
 * Words as WER compares them: lower case, engine markers and pronunciation variants removed,
 * punctuation stripped (apostrophes inside a word kept) and hyphenated words split, so
 * "Cold-hearted," and "cold hearted" agree. Filled pauses are left out when asked: they are
 * scored by the filler metric, and engines differ on whether they write them at all.
 */
export function werTokens(
  words: readonly string[],
  options: { dropFilledPauses?: boolean } = {},
): string[] {
  const tokens: string[] = [];
  for (const raw of words) {
    const trimmed = raw.trim();
    if (ENGINE_MARKER.test(trimmed)) continue;
    const parts = trimmed
      .replace(PRONUNCIATION_VARIANT, '')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .split(/[\s\-\u2013\u2014/]+/);
    for (const part of parts) {
      const token = part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!token) continue;
      if (options.dropFilledPauses && canonicalFilledPause(token) !== null) continue;
      tokens.push(token);
    }
  }
  return tokens;
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the reference: the WER's denominator. */
  referenceWords: number;
}

/** Word-level Levenshtein alignment: the fewest substitutions, deletions and insertions. */
export function countWordErrors(reference: readonly string[], hypothesis: readonly string[]) {
  const n = reference.length;
  const m = hypothesis.length;
  // cost[i][j]: edits turning reference[0..i) into hypothesis[0..j).
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => cost[i]?.[j] ?? Infinity;
  for (let i = 1; i <= n; i += 1) {
    const row = cost[i] as number[];
    for (let j = 1; j <= m; j += 1) {
      const same = reference[i - 1] === hypothesis[j - 1];
      row[j] = Math.min(at(i - 1, j - 1) + (same ? 0 : 1), at(i - 1, j) + 1, at(i, j - 1) + 1);
    }
  }
  const errors: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: n };
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const same = i > 0 && j > 0 && reference[i - 1] === hypothesis[j - 1];
    if (i > 0 && j > 0 && at(i, j) === at(i - 1, j - 1) + (same ? 0 : 1)) {
      if (!same) errors.substitutions += 1;
      i -= 1;
      j -= 1;
    } else if (i > 0 && at(i, j) === at(i - 1, j) + 1) {
      errors.deletions += 1;
      i -= 1;
    } else {
      errors.insertions += 1;
      j -= 1;
    }
  }
  return errors;
}

/** (S + D + I) / N over any number of clips; null when there were no reference words. */
export function wordErrorRate(errors: readonly WordErrors[]): number | null {
  const referenceWords = errors.reduce((sum, e) => sum + e.referenceWords, 0);
  if (referenceWords === 0) return null;
  const wrong = errors.reduce((sum, e) => sum + e.substitutions + e.deletions + e.insertions, 0);
  return wrong / referenceWords;
}
