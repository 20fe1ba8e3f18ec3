import { MATTR_WINDOW_WORDS } from '../scoring/norms';
import { canonicalFilledPause } from './filled-pauses';
import { roundTo } from './format';
import { type HedgeMetrics, detectHedges } from './hedges';
import { type RepetitionMetrics, measureRepetition } from './repetition';
import type { SpokenToken } from './tokens';

export interface VocabularyMetrics {
  /** Moving-average type-token ratio; plain TTR when the talk is shorter than one window. */
  mattr: number | null;
  windowed: boolean;
}

export interface LanguageMetrics {
  hedges: HedgeMetrics;
  repetition: RepetitionMetrics;
  vocabulary: VocabularyMetrics;
}

/**
 * MATTR over 50-word windows (norms: plain TTR falls as a text grows, so a moving average
 * compares talks of different lengths). Filled pauses are not vocabulary and are left out.
 */
export function movingTypeTokenRatio(
  tokens: readonly SpokenToken[],
  window = MATTR_WINDOW_WORDS,
): VocabularyMetrics {
  const words = tokens
    .map((token) => token.text)
    .filter((text) => canonicalFilledPause(text) === null);
  if (words.length === 0) return { mattr: null, windowed: false };
  if (words.length < window) {
    return { mattr: roundTo(new Set(words).size / words.length, 3), windowed: false };
  }
  const counts = new Map<string, number>();
  const add = (word: string, delta: number) => {
    const next = (counts.get(word) ?? 0) + delta;
    if (next === 0) counts.delete(word);
    else counts.set(word, next);
  };
  words.slice(0, window).forEach((word) => add(word, 1));
  let sum = counts.size / window;
  for (let i = window; i < words.length; i += 1) {
    add(words[i] as string, 1);
    add(words[i - window] as string, -1);
    sum += counts.size / window;
  }
  return { mattr: roundTo(sum / (words.length - window + 1), 3), windowed: true };
}

export function analyzeLanguage(tokens: readonly SpokenToken[]): LanguageMetrics {
  return {
    hedges: detectHedges(tokens),
    repetition: measureRepetition(tokens),
    vocabulary: movingTypeTokenRatio(tokens),
  };
}
