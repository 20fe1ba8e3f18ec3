import { foldDoubtfulWords } from '@shared/recordings/transcript-reliability';
import { formatTimestamp } from '../metrics/format';
import { type SpokenToken, isDoubtfulToken } from '../metrics/tokens';
import {
  QUOTE_MIN_MEAN_CONFIDENCE,
  QUOTE_MIN_WORDS,
  SILENT_PAUSE_MIN_SECONDS,
} from '../scoring/norms';

/**
 * Quotes of the user's own words for recommendations: a few words around a position, with
 * an ellipsis where the sentence goes on, and the m:ss of the first quoted word's moment.
 */
export interface Quote {
  text: string;
  timestamp: string;
  /**
   * The engine was reasonably sure of these words (and of at least half of them one by one);
   * otherwise only the time is shown. Doubtful words inside a quote read "[unclear]".
   */
  reliable: boolean;
}

/** True when the next word follows without a pause or full stop: the sentence goes on. */
function continuesAfter(tokens: readonly SpokenToken[], position: number): boolean {
  const current = tokens[position];
  const next = tokens[position + 1];
  if (!current || !next || current.punctuationAfter === 'sentence') return false;
  return next.start - current.end < SILENT_PAUSE_MIN_SECONDS;
}

/** Words from `first` to `last` (positions in the tokens), clipped to the transcript. */
export function quoteRange(tokens: readonly SpokenToken[], first: number, last: number): string {
  const from = Math.max(0, first);
  const to = Math.min(tokens.length - 1, last);
  if (to < from) return '';
  // Words the engine doubted are never quoted as the user's: a run of them is "[unclear]".
  const words = tokens.slice(from, to + 1).map((token) => ({
    text: token.display.replace(/^['"\u2018\u201c]+|['"\u2019\u201d]+$/g, ''),
    doubtful: isDoubtfulToken(token),
  }));
  // An ellipsis only where the user's speech runs on past the quote.
  const lead = from > 0 && continuesAfter(tokens, from - 1) ? '\u2026' : '';
  const tail = continuesAfter(tokens, to) ? '\u2026' : '';
  return `${lead}${foldDoubtfulWords(words)}${tail}`;
}

/**
 * The last position of the spoken run from `position`, at most `maxAfter` words on; a run
 * shorter than 3 words goes on past the pause, so a quote is recognisable.
 */
export function runEnd(tokens: readonly SpokenToken[], position: number, maxAfter: number): number {
  let end = position;
  const minEnd = Math.min(position + QUOTE_MIN_WORDS - 1, position + maxAfter, tokens.length - 1);
  while (end < position + maxAfter && (end < minEnd || continuesAfter(tokens, end))) end += 1;
  return end;
}

/** The first position of the spoken run that ends at `position`, at most `maxBefore` back. */
export function runStart(
  tokens: readonly SpokenToken[],
  position: number,
  maxBefore: number,
): number {
  let start = position;
  while (start > position - maxBefore && start > 0 && continuesAfter(tokens, start - 1)) start -= 1;
  return start;
}

/** `before` words before the position and `after` words after it, timed at `position`. */
export function quoteAt(
  tokens: readonly SpokenToken[],
  position: number,
  before: number,
  after: number,
): Quote {
  const quoted = tokens.slice(Math.max(0, position - before), position + after + 1);
  const meanConfidence =
    quoted.reduce((sum, token) => sum + token.confidence, 0) / Math.max(1, quoted.length);
  // A quote mostly of "[unclear]" says nothing: at least half its words must be sure.
  const sure = quoted.filter((token) => !isDoubtfulToken(token)).length;
  return {
    text: quoteRange(tokens, position - before, position + after),
    timestamp: formatTimestamp(tokens[position]?.start ?? 0),
    reliable:
      quoted.length > 0 && meanConfidence >= QUOTE_MIN_MEAN_CONFIDENCE && sure * 2 >= quoted.length,
  };
}

/** " (0:41 'um so the next…')", or " (at 0:41)" when the words may be misheard. */
export function cite(quote: Quote): string {
  return quote.reliable ? ` (${quote.timestamp} '${quote.text}')` : ` (at ${quote.timestamp})`;
}

/** " ('…we entered the market…')", or nothing when the words may be misheard. */
export function inParens(quote: Quote): string {
  return quote.reliable ? ` ('${quote.text}')` : '';
}

/** The fields a recommendation carries for its quote. */
export function quoteFields(quote: Quote): { quote?: string; timestamp: string } {
  return quote.reliable
    ? { quote: quote.text, timestamp: quote.timestamp }
    : { timestamp: quote.timestamp };
}

/** Position in the tokens of the word with this input index (occurrences carry the index). */
export function positionOfIndex(tokens: readonly SpokenToken[], index: number): number {
  return tokens.findIndex((token) => token.index === index);
}

/** First token starting at or after `seconds`. */
export function positionAtTime(tokens: readonly SpokenToken[], seconds: number): number {
  const found = tokens.findIndex((token) => token.start >= seconds);
  return found < 0 ? tokens.length - 1 : found;
}

/** From the position to the end of its run (pause or full stop), at most `maxAfter` more words. */
export function quoteRun(
  tokens: readonly SpokenToken[],
  position: number,
  maxAfter: number,
): Quote {
  return quoteAt(tokens, position, 0, runEnd(tokens, position, maxAfter) - position);
}
