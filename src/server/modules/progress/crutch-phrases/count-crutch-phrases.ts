import type { CrutchPhraseKind } from '@shared/progress/crutch-phrases';
import { detectHedges } from '../../../speech/metrics/hedges';
import { findRepeatedPhrases } from '../../../speech/metrics/repetition';
import { type StoredTranscript, tokensOfRecording } from '../../../speech/stored-words';

export interface PhraseCount {
  phrase: string;
  kind: CrutchPhraseKind;
  count: number;
}

/** What of an analysed recording its crutch phrases are counted from. */
export interface CountableRecording extends StoredTranscript {
  /** Word → count, kept right by the filler corrections (dismissals taken out). */
  detectedFillers: Record<string, number> | null;
}

/**
 * One recording's crutch phrases (decision 148): its fillers as the analysis counted them (after
 * corrections), and its hedges and repeated phrases found in its stored words by the same
 * detectors the analysis uses. A phrase has one kind: a filler counted as a filler is not
 * counted again as a hedge ("kind of"), and a hedge said again and again ("I think") is a
 * hedge rather than a repeated phrase, so no use is counted twice.
 */
export function countCrutchPhrases(recording: CountableRecording): PhraseCount[] {
  const counts = new Map<string, PhraseCount>();
  const add = (phrase: string, kind: CrutchPhraseKind, count: number) => {
    const key = phrase.trim().toLowerCase();
    if (!key || count <= 0 || counts.has(key)) return;
    counts.set(key, { phrase: key, kind, count });
  };

  for (const [word, count] of Object.entries(recording.detectedFillers ?? {})) {
    add(word, 'filler', Math.round(count));
  }

  // The words the analysis scored: the chosen speaker's when there were several.
  const tokens = tokensOfRecording(recording);

  const hedges = new Map<string, number>();
  for (const hedge of detectHedges(tokens).occurrences) {
    hedges.set(hedge.phrase, (hedges.get(hedge.phrase) ?? 0) + 1);
  }
  for (const [phrase, count] of hedges) add(phrase, 'hedge', count);

  for (const repeated of findRepeatedPhrases(tokens))
    add(repeated.phrase, 'repeat', repeated.count);

  return [...counts.values()];
}
