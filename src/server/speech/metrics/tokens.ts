import { isOffensiveWord } from '@shared/recordings/offensive-words';
import { UNCLEAR_WORD } from '@shared/recordings/transcript-reliability';
import { RELIABLE_WORD_CONFIDENCE } from '../scoring/norms';
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
  /**
   * Someone else spoke between the previous token and this one: the silence before it is not
   * this speaker's pause, and the time in between is not their speaking time.
   */
  turnStart: boolean;
  /**
   * Under the engine's doubtful line (set by the analysis, which knows the engine): quotes
   * fold it into "[unclear]". Unset, RELIABLE_WORD_CONFIDENCE decides.
   */
  doubtful?: boolean;
  /** A filler Cadence recovered (TranscribedWord.fillerEvidence). */
  recoveredFiller?: boolean;
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
/**
 * The words as tokens in time order, engine markers dropped. With `speaker`, only that
 * speaker's words, each marked `turnStart` when another speaker's words came before it.
 */
export function prepareTokens(
  words: TranscribedWord[],
  punctuated: boolean,
  speaker?: string,
): SpokenToken[] {
  const tokens: Array<SpokenToken & { speaker: string | undefined }> = [];
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
      turnStart: false,
      speaker: word.speaker,
      ...(word.fillerEvidence ? { recoveredFiller: true } : {}),
    });
  });
  tokens.sort((a, b) => a.start - b.start || a.index - b.index);
  const kept: SpokenToken[] = [];
  let interrupted = false;
  for (const { speaker: said, ...token } of tokens) {
    if (speaker !== undefined && said !== speaker) {
      interrupted = kept.length > 0;
      continue;
    }
    kept.push({ ...token, turnStart: interrupted });
    interrupted = false;
  }
  return kept;
}

/** The tokens cut where another speaker took a turn: each run is one stretch of speaking. */
export function speakingRuns(tokens: readonly SpokenToken[]): SpokenToken[][] {
  const runs: SpokenToken[][] = [];
  for (const token of tokens) {
    const run = runs.at(-1);
    if (run && !token.turnStart) run.push(token);
    else runs.push([token]);
  }
  return runs;
}

/**
 * Silence between a token and the next one; 0 when they touch or overlap, and Infinity when
 * another speaker took a turn in between (a separation, not a pause).
 */
export function gapAfter(tokens: readonly SpokenToken[], i: number): number {
  const current = tokens[i];
  const next = tokens[i + 1];
  if (!current || !next) return 0;
  if (next.turnStart) return Infinity;
  return Math.max(0, next.start - current.end);
}

/**
 * Speaking time: from the first word's start to the last word's end, less the time other
 * speakers held the floor in between.
 */
export function speechSpanSeconds(tokens: readonly SpokenToken[]): number {
  return speakingRuns(tokens).reduce((sum, run) => {
    const first = run[0];
    const last = run[run.length - 1];
    return first && last ? sum + Math.max(0, last.end - first.start) : sum;
  }, 0);
}

/** Whether the engine doubted the word: its own line when the analysis set it. */
export function isDoubtfulToken(token: Pick<SpokenToken, 'doubtful' | 'confidence'>): boolean {
  return token.doubtful ?? token.confidence < RELIABLE_WORD_CONFIDENCE;
}

/** The words as text; a doubtful word from the offensive list is never written out. */
export function transcriptText(tokens: readonly SpokenToken[]): string {
  return tokens
    .map((token) =>
      isDoubtfulToken(token) && isOffensiveWord(token.display) ? UNCLEAR_WORD : token.display,
    )
    .join(' ');
}
