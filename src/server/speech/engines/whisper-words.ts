import type { TranscribedWord } from '../types';

/**
 * One token of smart-whisper's `format: 'detail'` output with `token_timestamps: true`.
 * Times are milliseconds from the start of the audio given to whisper.
 */
export interface WhisperToken {
  text: string;
  /** The token's probability, 0-1. */
  p: number;
  from: number;
  to: number;
  /**
   * When whisper.cpp times tokens by DTW (decision 162): the moment the token ends, in ms
   * (a punctuation token's is the end of the pause after the word).
   */
  dtw?: number;
}

/** whisper.cpp's DTW times are in steps of one mel frame, 10 ms. */
const DTW_STEP_MS = 10;
/**
 * How late whisper.cpp's DTW time comes after the token's end: 0.11-0.13 s (median) against a
 * forced alignment of the reference text, on read and synthetic speech alike. Taking it off
 * brought word starts within ±0.15 s from 65 % to 92 % (docs/evaluation.md, "Word times").
 */
export const WHISPER_DTW_LAG_MS = 120;

/**
 * Tokens with DTW times take them, less the lag: each ends at its own and starts where the
 * token before it ended (the first keeps whisper's start, or its end if that is earlier). Whisper's own token times come from how sure it is
 * of the timestamp tokens, and drift by a second or more within a 30 s window; DTW follows the
 * attention of the heads that track the audio (docs/evaluation.md, "Whisper word times").
 */
export function withDtwTimes(tokens: readonly WhisperToken[]): readonly WhisperToken[] {
  if (!tokens.some((token) => token.dtw !== undefined)) return tokens;
  let previous: number | null = null;
  return tokens.map((token) => {
    if (token.dtw === undefined) return token;
    const end = Math.max(0, token.dtw - WHISPER_DTW_LAG_MS);
    const from = Math.min(previous ?? token.from, end);
    // Two tokens can end on the same 10 ms step: each lasts at least one.
    const to = Math.max(end, from + DTW_STEP_MS);
    previous = to;
    return { ...token, from, to };
  });
}

/**
 * Control tokens: whisper.cpp writes them as [_BEG_], [_TT_150], [_EOT_], [_SOT_]...;
 * other Whisper tokenizers as <|endoftext|>, <|0.00|>.
 */
const SPECIAL_TOKEN = /^\s*(\[_[^\]]*\]|<\|[^|]*\|>)\s*$/;
/** A word that opens or closes whisper's description of a sound: "(speaking", "language)". */
const ANNOTATION_OPENS = /^[([]/;
const ANNOTATION_CLOSES = /[)\]][^\p{L}\p{N}]*$/u;
/** A token or word that holds something spoken, rather than only punctuation. */
const SPOKEN = /[\p{L}\p{N}]/u;

interface WordInProgress {
  text: string;
  from: number;
  to: number;
  /** Probabilities of the tokens that carry letters or digits. */
  probabilities: number[];
  allProbabilities: number[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Whisper's tokens are word pieces: a token whose text starts with a space begins a word,
 * others continue it ("Hel" "lo" ","), so punctuation stays on the word it follows, as
 * the metrics expect. Control tokens are dropped and end the word in progress. A "word"
 * with no letter or digit (" -", " ...") is punctuation: it joins the previous word's text
 * rather than counting as a word.
 *
 * Confidence is the lowest probability among the word's spoken pieces. Once Whisper has
 * chosen a word's first piece, the pieces that complete it are nearly certain, so a mean
 * would lift a doubtful word towards 1; the weakest piece says how sure the word is.
 * Punctuation pieces are left out: an unsure comma is no reason to doubt the word.
 */
export function wordsFromTokens(
  tokens: readonly WhisperToken[],
  offsetSeconds: number,
): TranscribedWord[] {
  const words: TranscribedWord[] = [];
  let current: WordInProgress | null = null;
  let inAnnotation = false;

  const finish = () => {
    if (!current) return;
    const word: WordInProgress = current;
    current = null;
    if (!SPOKEN.test(word.text)) {
      const previous = words.at(-1);
      if (previous) previous.word += word.text;
      return;
    }
    const probabilities = word.probabilities.length ? word.probabilities : word.allProbabilities;
    const start = round(offsetSeconds + word.from / 1000);
    // "(speaking in foreign language)", "[MUSIC]": whisper describing what it heard, not
    // words said. Kept, for the reader, with no confidence: a transcript of them is not one.
    const annotation = inAnnotation || ANNOTATION_OPENS.test(word.text);
    inAnnotation = annotation && !ANNOTATION_CLOSES.test(word.text);
    words.push({
      word: word.text,
      start,
      end: Math.max(start, round(offsetSeconds + word.to / 1000)),
      confidence: annotation ? 0 : Math.min(1, Math.max(0, Math.min(...probabilities))),
    });
  };

  for (const token of withDtwTimes(tokens)) {
    if (SPECIAL_TOKEN.test(token.text)) {
      finish();
      continue;
    }
    if (!token.text) continue;
    if (!current || /^\s/.test(token.text)) {
      finish();
      current = {
        text: token.text.trimStart(),
        from: token.from,
        to: token.to,
        probabilities: [],
        allProbabilities: [],
      };
    } else {
      current.text += token.text;
      // A DTW-timed punctuation mark lasts through the pause after the word: not the word's.
      if (token.dtw === undefined || SPOKEN.test(token.text)) current.to = token.to;
    }
    current.allProbabilities.push(token.p);
    if (SPOKEN.test(token.text)) current.probabilities.push(token.p);
  }
  finish();
  return words;
}

/** Whisper's note that it heard another language: "(speaking in foreign language)", "[foreign]". */
const FOREIGN_LANGUAGE_NOTE = /[([][^)\]]*\b(?:foreign|non-english)\b[^)\]]*[)\]]/i;

/** Whether the words hold whisper's note that the speech was in another language. */
export function marksForeignLanguage(words: ReadonlyArray<{ word: string }>): boolean {
  return FOREIGN_LANGUAGE_NOTE.test(words.map((word) => word.word).join(' '));
}
