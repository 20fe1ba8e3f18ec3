import type { TranscribedWord } from '../types';

/** A transcribed word made ready for measuring: normalised text plus the punctuation after it. */
export interface SpokenToken {
  /** Position in the words array given to the analysis, so the UI can highlight it. */
  index: number;
  /** The word as the user would read it (engine markers like "(2)" removed). */
  display: string;
  /** Lower case, curly quotes straightened, surrounding punctuation removed. */
  text: string;
  start: number;
  end: number;
  confidence: number;
  /** Punctuation written after the word, only when the engine punctuates. */
  punctuationAfter: 'sentence' | 'clause' | null;
}

/** pocketsphinx writes silence and noise as tokens (<s>, <sil>, [NOISE], ++NOISE++). */
const ENGINE_MARKER = /^(<[^>]*>|\[[^\]]*\]|\+\+[^+]*\+\+)$/;
/** pocketsphinx marks alternative pronunciations as word(2). */
const PRONUNCIATION_VARIANT = /\(\d+\)$/;

export function normalizeWord(raw: string): string {
  return raw
    .trim()
    .replace(PRONUNCIATION_VARIANT, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

function trailingPunctuation(raw: string): SpokenToken['punctuationAfter'] {
  const tail = /[^\p{L}\p{N}]+$/u.exec(raw.trim())?.[0] ?? '';
  if (/[.?!…]/.test(tail)) return 'sentence';
  if (/[,;:\u2013\u2014-]/.test(tail)) return 'clause';
  return null;
}

/**
 * Drops engine markers and empty tokens, orders words by time and repairs inverted times, so
 * every metric can rely on start <= end and non-decreasing starts.
 */
export function prepareTokens(words: TranscribedWord[], punctuated: boolean): SpokenToken[] {
  const tokens: SpokenToken[] = [];
  words.forEach((word, index) => {
    const raw = word.word.trim();
    if (!raw || ENGINE_MARKER.test(raw)) return;
    const text = normalizeWord(raw);
    if (!text) return;
    if (!Number.isFinite(word.start)) return;
    const start = Math.max(0, word.start);
    const end = Number.isFinite(word.end) ? Math.max(start, word.end) : start;
    tokens.push({
      index,
      display: raw.replace(PRONUNCIATION_VARIANT, ''),
      text,
      start,
      end,
      confidence: Number.isFinite(word.confidence) ? word.confidence : 0,
      punctuationAfter: punctuated ? trailingPunctuation(raw) : null,
    });
  });
  return tokens.sort((a, b) => a.start - b.start || a.index - b.index);
}

/** Silence between a token and the next one; 0 when they touch or overlap. */
export function gapAfter(tokens: readonly SpokenToken[], i: number): number {
  const current = tokens[i];
  const next = tokens[i + 1];
  if (!current || !next) return 0;
  return Math.max(0, next.start - current.end);
}

/** Seconds from the first word's start to the last word's end (norms: not the file length). */
export function speechSpanSeconds(tokens: readonly SpokenToken[]): number {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return 0;
  return Math.max(0, last.end - first.start);
}

export function transcriptText(tokens: readonly SpokenToken[]): string {
  return tokens.map((token) => token.display).join(' ');
}
