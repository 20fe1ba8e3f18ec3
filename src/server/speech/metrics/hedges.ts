import { RELIABLE_WORD_CONFIDENCE, TOP_HEDGES_LISTED } from '../scoring/norms';
import { MARKER_RULES } from './filler-rules';
import { per100Words } from './format';
import { isNumberLike } from './lexicon';
import type { SpokenToken } from './tokens';
import { WordContext } from './word-context';

/**
 * Certainty language (norms, "Hedging / powerless language"): a curated list of relational
 * hedges (the speaker's stance: "I think") and propositional ones (fuzzing the content:
 * "sort of", "about 20"), after the Columbia hedging manual (Prokofieva & Hirschberg 2015),
 * with context checks where the words also have a literal use. Negation is part of the
 * phrase: "not sure" is a hedge, "sure" is not.
 */
export type HedgeKind = 'relational' | 'propositional';

interface HedgeEntry {
  phrase: string;
  kind: HedgeKind;
  words: readonly string[];
  /** i is the first word, last the final one. */
  applies?: (ctx: WordContext, i: number, last: number) => boolean;
}

export interface HedgeOccurrence {
  phrase: string;
  kind: HedgeKind;
  start: number;
  end: number;
  index: number;
}

export interface HedgeMetrics {
  count: number;
  per100Words: number;
  relationalCount: number;
  propositionalCount: number;
  occurrences: HedgeOccurrence[];
  topHedges: Array<{ phrase: string; count: number }>;
  /** Candidates whose words the engine was unsure of; left out so misrecognitions don't count. */
  ignoredLowConfidence: number;
}

/** "what I think", "do I think": a question or clause about thinking, not a stance. */
const STANCE_GOVERNORS = new Set("what how why where when if do did don't didn't".split(' '));
/** "I think about", "I think of": thinking as an activity. */
const THINKING_OBJECTS = new Set('about of through over back up ahead'.split(' '));
const stance = (ctx: WordContext, i: number, last: number) =>
  !STANCE_GOVERNORS.has(ctx.attachedPrevious(i)) && !THINKING_OBJECTS.has(ctx.text(last + 1));

/** "I don't know what to do" states a gap; "I don't know, it might work" hedges. */
const KNOW_OBJECTS = new Set(
  'what how why where who when if whether that the a an him her them it anything much about'.split(
    ' ',
  ),
);
/** "talk about 3 things": "about" belongs to the verb. */
const ABOUT_GOVERNORS = new Set(
  (
    'talk talked talking talks think thinking thought know knew care learn learned read write ' +
    'wrote speak spoke hear heard ask asked forget remember tell told walk walked look looked'
  ).split(' '),
);
const approximates = (ctx: WordContext, i: number) =>
  isNumberLike(ctx.text(i + 1)) && !ABOUT_GOVERNORS.has(ctx.attachedPrevious(i));

const kindOfRule = MARKER_RULES.find((rule) => rule.word === 'kind of');
const hedgingKindOf = (ctx: WordContext, i: number, last: number) =>
  kindOfRule?.judge(ctx, i, last) === 'filler';

const relational = (phrase: string, applies?: HedgeEntry['applies']): HedgeEntry => ({
  phrase,
  kind: 'relational',
  words: phrase.split(' '),
  applies,
});
const propositional = (
  phrase: string,
  applies?: HedgeEntry['applies'],
  spelling = phrase,
): HedgeEntry => ({ phrase, kind: 'propositional', words: spelling.split(' '), applies });

/** Longest phrases first, so "a little bit" wins over "a bit". */
export const HEDGES: readonly HedgeEntry[] = [
  relational("if i'm not mistaken"),
  relational('as far as i know'),
  relational('i feel like'),
  relational('i feel that'),
  relational('i would say'),
  relational('in my opinion'),
  relational('in my view'),
  relational(
    "i don't know",
    (ctx, _i, last) => ctx.isolatedAfter(last) || !KNOW_OBJECTS.has(ctx.text(last + 1)),
  ),
  relational('i think', stance),
  relational('i guess', stance),
  relational('i believe', (ctx, i, last) => stance(ctx, i, last) && ctx.text(last + 1) !== 'in'),
  relational('i suppose', stance),
  relational('i assume', stance),
  relational('i suspect', stance),
  relational('i reckon', stance),
  relational("i'd say"),
  relational('not sure'),
  relational('not certain'),
  relational('it seems'),
  relational('seems like'),
  relational('seems to'),
  relational('it appears'),
  relational('appears to'),
  propositional('to some extent'),
  propositional('more or less'),
  propositional('a little bit'),
  propositional(
    'in a way',
    (ctx, _i, last) =>
      ctx.isolatedAfter(last) || !['that', 'to', 'of', 'which'].includes(ctx.text(last + 1)),
  ),
  propositional('pretty much'),
  propositional('kind of', hedgingKindOf),
  propositional('kind of', hedgingKindOf, 'kinda'),
  propositional('sort of', hedgingKindOf),
  propositional('sort of', hedgingKindOf, 'sorta'),
  propositional('could be'),
  propositional('a bit'),
  propositional('or something'),
  propositional('or whatever'),
  propositional('and stuff'),
  propositional('or so', (ctx, _i, last) => ctx.isolatedAfter(last)),
  propositional('maybe'),
  propositional('perhaps'),
  propositional('possibly'),
  propositional('probably'),
  propositional('likely'),
  propositional('might'),
  propositional('somewhat'),
  propositional('somehow'),
  propositional('roughly'),
  propositional('approximately'),
  propositional('apparently'),
  propositional('presumably'),
  propositional('arguably'),
  propositional('supposedly'),
  propositional('relatively'),
  propositional('fairly', (ctx, i) => !ctx.isolatedAfter(i)),
  propositional('about', approximates),
  propositional('around', approximates),
];

function matchAt(tokens: readonly SpokenToken[], i: number, ctx: WordContext) {
  for (const entry of HEDGES) {
    const last = i + entry.words.length - 1;
    if (!entry.words.every((word, k) => tokens[i + k]?.text === word)) continue;
    if (entry.applies && !entry.applies(ctx, i, last)) continue;
    return { entry, last };
  }
  return null;
}

export function detectHedges(tokens: readonly SpokenToken[]): HedgeMetrics {
  const ctx = new WordContext(tokens);
  const occurrences: HedgeOccurrence[] = [];
  let ignoredLowConfidence = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const match = matchAt(tokens, i, ctx);
    if (!match) continue;
    const words = tokens.slice(i, match.last + 1);
    if (words.some((token) => token.confidence < RELIABLE_WORD_CONFIDENCE)) {
      ignoredLowConfidence += 1;
    } else {
      occurrences.push({
        phrase: match.entry.phrase,
        kind: match.entry.kind,
        start: words[0]?.start ?? 0,
        end: words[words.length - 1]?.end ?? 0,
        index: words[0]?.index ?? 0,
      });
    }
    i = match.last;
  }
  const counts = new Map<string, number>();
  for (const item of occurrences) counts.set(item.phrase, (counts.get(item.phrase) ?? 0) + 1);
  const relationalCount = occurrences.filter((item) => item.kind === 'relational').length;
  return {
    count: occurrences.length,
    per100Words: per100Words(occurrences.length, tokens.length),
    relationalCount,
    propositionalCount: occurrences.length - relationalCount,
    occurrences,
    topHedges: [...counts.entries()]
      .map(([phrase, count]) => ({ phrase, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP_HEDGES_LISTED),
    ignoredLowConfidence,
  };
}
