import {
  RELIABLE_WORD_CONFIDENCE,
  REPEAT_MAX_WORDS,
  REPEATED_PHRASE_MAX_WORDS,
  REPEATED_PHRASE_MIN_COUNT,
  REPEATED_PHRASE_MIN_WORDS,
  TOP_REPEATED_PHRASES_LISTED,
} from '../scoring/norms';
import { canonicalFilledPause } from './filled-pauses';
import { per100Words } from './format';
import type { SpokenToken } from './tokens';

/**
 * Two kinds of repetition (norms): immediate repeats and restarts ("the the", "I went I
 * went"), the third disfluency tier; and phrases said again and again across the talk
 * (Microsoft's repetitive words and phrases), a conciseness measure.
 */
export interface ImmediateRepeat {
  phrase: string;
  /** Words in the repeated unit (1-4). */
  length: number;
  start: number;
  end: number;
  /** Index in the input words of the first copy's first word. */
  index: number;
  /** Every word of both copies is one the engine is reasonably sure of. */
  reliable: boolean;
}

export interface RepeatedPhrase {
  phrase: string;
  count: number;
  firstStart: number;
}

export interface RepetitionMetrics {
  immediateRepeats: ImmediateRepeat[];
  reliableRepeatCount: number;
  reliableRepeatsPer100Words: number;
  repeatedPhrases: RepeatedPhrase[];
  /** Extra uses (count - 1) of the listed phrases per 100 words. */
  repeatedPhrasesPer100Words: number;
}

/** Doubled on purpose or by grammar: "that that", "had had", "very very", "no no". */
const INTENTIONAL_DOUBLES = new Set(
  'that had is do very really so no yes bye ha long far many much more now well blah'.split(' '),
);

/** Phrases made only of these say nothing about the content, so they are not reported. */
const FUNCTION_WORDS = new Set(
  (
    "the a an and or but of to in on at for with from by as is are was were be been it it's " +
    "i i'm you we they he she this that these those there so if then my our your their what " +
    'have has had do does did not no just like know mean will would can could going gonna'
  ).split(' '),
);

const sameText = (tokens: readonly SpokenToken[], a: number, b: number, n: number) => {
  for (let k = 0; k < n; k += 1) if (tokens[a + k]?.text !== tokens[b + k]?.text) return false;
  return true;
};

export function findImmediateRepeats(tokens: readonly SpokenToken[]): ImmediateRepeat[] {
  const repeats: ImmediateRepeat[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    for (let n = REPEAT_MAX_WORDS; n >= 1; n -= 1) {
      if (i + 2 * n > tokens.length || !sameText(tokens, i, i + n, n)) continue;
      const unit = tokens.slice(i, i + n);
      if (unit.every((token) => canonicalFilledPause(token.text) !== null)) break;
      if (n === 1 && INTENTIONAL_DOUBLES.has(unit[0]?.text ?? '')) break;
      const both = tokens.slice(i, i + 2 * n);
      repeats.push({
        phrase: unit.map((token) => token.text).join(' '),
        length: n,
        start: both[0]?.start ?? 0,
        end: both[both.length - 1]?.end ?? 0,
        index: both[0]?.index ?? 0,
        reliable: both.every((token) => token.confidence >= RELIABLE_WORD_CONFIDENCE),
      });
      // Continue from the second copy so "the the the" counts two repeats.
      i += n - 1;
      break;
    }
  }
  return repeats;
}

export function findRepeatedPhrases(tokens: readonly SpokenToken[]): RepeatedPhrase[] {
  const words = tokens.filter((token) => canonicalFilledPause(token.text) === null);
  const seen = new Map<string, RepeatedPhrase>();
  for (let n = REPEATED_PHRASE_MIN_WORDS; n <= REPEATED_PHRASE_MAX_WORDS; n += 1) {
    for (let i = 0; i + n <= words.length; i += 1) {
      const unit = words.slice(i, i + n);
      if (unit.every((token) => FUNCTION_WORDS.has(token.text))) continue;
      const phrase = unit.map((token) => token.text).join(' ');
      const entry = seen.get(phrase);
      if (entry) entry.count += 1;
      else seen.set(phrase, { phrase, count: 1, firstStart: unit[0]?.start ?? 0 });
    }
  }
  const frequent = [...seen.values()].filter((item) => item.count >= REPEATED_PHRASE_MIN_COUNT);
  // "our new product" said 3 times also makes "our new" and "new product" 3 times: keep the
  // longest phrase and drop the parts that never occur outside it.
  const maximal = frequent.filter(
    (item) =>
      !frequent.some(
        (other) =>
          other.phrase.length > item.phrase.length &&
          ` ${other.phrase} `.includes(` ${item.phrase} `) &&
          other.count >= item.count,
      ),
  );
  return maximal
    .sort((a, b) => b.count - a.count || b.phrase.length - a.phrase.length)
    .slice(0, TOP_REPEATED_PHRASES_LISTED);
}

export function measureRepetition(tokens: readonly SpokenToken[]): RepetitionMetrics {
  const immediateRepeats = findImmediateRepeats(tokens);
  const reliableRepeatCount = immediateRepeats.filter((repeat) => repeat.reliable).length;
  const repeatedPhrases = findRepeatedPhrases(tokens);
  const extraUses = repeatedPhrases.reduce((sum, item) => sum + item.count - 1, 0);
  return {
    immediateRepeats,
    reliableRepeatCount,
    reliableRepeatsPer100Words: per100Words(reliableRepeatCount, tokens.length),
    repeatedPhrases,
    repeatedPhrasesPer100Words: per100Words(extraUses, tokens.length),
  };
}
