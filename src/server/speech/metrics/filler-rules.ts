import { startsNounPhrase } from './lexicon';
import type { WordContext } from './word-context';

/**
 * Tier 2 (norms, lexicon tiers): discourse markers count only in filler position. Rev's
 * editors kept most "so" and over half of "like" (norms, Rev16), so each rule errs towards
 * not counting. A rule returns 'filler', 'habit' (counts only when repeated, see "so") or null.
 */
export type MarkerVerdict = 'filler' | 'habit' | null;

export interface MarkerRule {
  /** The marker as reported, e.g. "you know". */
  word: string;
  /** Its words, as normalised tokens; "kinda" is a one-word spelling of "kind of". */
  spellings: ReadonlyArray<readonly string[]>;
  /** i is the marker's first token, last its final token. */
  judge: (ctx: WordContext, i: number, last: number) => MarkerVerdict;
}

const verdict = (isFiller: boolean): MarkerVerdict => (isFiller ? 'filler' : null);

/** "I like", "would like", "looks like", "something like", "things like": verb or comparison. */
const LIKE_GOVERNORS = new Set(
  (
    "i you we they he she it people would i'd you'd we'd they'd he'd she'd really also still " +
    "don't didn't doesn't do does did to not who look looks looked looking sound sounds sounded " +
    'seem seems seemed feel feels felt feeling something anything nothing everything much more ' +
    'just exactly things stuff ones'
  ).split(' '),
);
/** Words after "like" that mark it as a loose filler: "like really", "like literally". */
const LIKE_FILLER_FOLLOWERS = new Set(
  'really so very super totally just literally basically actually kind sort'.split(' '),
);
/** "like I said", "like we discussed": "like" means "as". */
const LIKE_AS_VERBS = new Set('said say says mentioned discussed told saw'.split(' '));
const SUBJECTS = new Set('i you we they he she'.split(' '));

/**
 * "like" is a filler when set off by a pause or comma after it, when it runs into an
 * intensifier or a filled pause, or when it opens a clause before a non-noun word. It is
 * not one after a verb or comparison word ("I like", "would like", "looks like"), before a
 * noun phrase ("like this", "like that", "like a", "like to"), or as "like I said".
 */
function judgeLike(ctx: WordContext, i: number): MarkerVerdict {
  if (LIKE_GOVERNORS.has(ctx.attachedPrevious(i))) return null;
  if (ctx.isolatedAfter(i)) return 'filler';
  const next = ctx.text(i + 1);
  if (SUBJECTS.has(next) && LIKE_AS_VERBS.has(ctx.text(i + 2))) return null;
  if (LIKE_FILLER_FOLLOWERS.has(next) || ctx.isFilledPause(i + 1)) return 'filler';
  const nounLike = startsNounPhrase(next) || next === 'to' || next === 'what';
  return verdict(ctx.clauseStart(i) && !nounLike);
}

/** "do you know", "if you know", "as you know", "let you know": a real question or verb. */
const YOU_KNOW_GOVERNORS = new Set(
  "do did does don't didn't if as what how would will to let that whether".split(' '),
);
/** "you know that/what/how/the...": "know" has an object, so it is meant. */
const YOU_KNOW_OBJECTS = new Set(
  (
    'that what how why where when who whether if the a an this these those it him her them ' +
    'me my your his their our some something anything everything nothing someone everyone ' +
    'about exactly more much'
  ).split(' '),
);

/**
 * "you know" is a filler when set off after it ("you know, ..." or a tag at the end), or when
 * it opens a clause and no object follows. Not after a verb or question word ("do you know",
 * "as you know") or when followed by an object ("you know that/what/how/the").
 */
function judgeYouKnow(ctx: WordContext, i: number, last: number): MarkerVerdict {
  if (YOU_KNOW_GOVERNORS.has(ctx.attachedPrevious(i))) return null;
  if (ctx.isolatedAfter(last)) return 'filler';
  if (YOU_KNOW_OBJECTS.has(ctx.text(last + 1))) return null;
  return verdict(ctx.clauseStart(i));
}

const I_MEAN_GOVERNORS = new Set("what if do did don't than as which that".split(' '));
const I_MEAN_OBJECTS = new Set('it that to what this the you him her them business'.split(' '));

/**
 * "I mean" is a filler when set off after it ("I mean, ...") or when it opens a clause with
 * no object. Not "what I mean", "if I mean", or "I mean it / that / to".
 */
function judgeIMean(ctx: WordContext, i: number, last: number): MarkerVerdict {
  if (I_MEAN_GOVERNORS.has(ctx.attachedPrevious(i))) return null;
  if (ctx.isolatedAfter(last)) return 'filler';
  if (I_MEAN_OBJECTS.has(ctx.text(last + 1))) return null;
  return verdict(ctx.clauseStart(i));
}

/** "so much", "so that", "so far": intensifier or purpose, content words. */
const SO_CONTENT_FOLLOWERS = new Set(
  'much many that far long good bad few little often well as called'.split(' '),
);

/**
 * "so" counts only at the start of a sentence (after a 250-ms pause, a full stop or the
 * start). There it is a filler when it stands alone ("So, ..." or "so [pause]"), runs into a
 * filled pause ("so um") or is stammered ("so so" at a clause start). A bare sentence-initial
 * "so" is usually a connective (editors kept 86%, norms), so it counts only as a habit.
 * Never "so much", "so that", "so far".
 */
function judgeSo(ctx: WordContext, i: number): MarkerVerdict {
  if (ctx.text(i + 1) === 'so' && !ctx.isolatedAfter(i) && ctx.clauseStart(i)) return 'filler';
  if (!ctx.sentenceStart(i)) return null;
  if (ctx.isolatedAfter(i) || ctx.isFilledPause(i + 1)) return 'filler';
  if (SO_CONTENT_FOLLOWERS.has(ctx.text(i + 1))) return null;
  return 'habit';
}

/**
 * "basically", "actually", "literally" are fillers when they open a clause ("Actually, I",
 * "and basically we") or are set off after them; mid-clause ("it actually works") they are
 * adverbs doing work.
 */
function judgeSentenceAdverb(ctx: WordContext, i: number): MarkerVerdict {
  return verdict(ctx.clauseStart(i) || ctx.isolatedAfter(i));
}

/** "what kind of", "this sort of", "a kind of": a category, not a hedge. */
const KIND_OF_GOVERNORS = new Set(
  'what which this that these those a the any some every each same different one no all'.split(' '),
);
/** "kind of the", "sort of a", "kind of thing": followed by the category's noun. */
const KIND_OF_NOUNS = new Set(
  'the a an this that thing things person people stuff guy place way one'.split(' '),
);

/**
 * "kind of" / "sort of" (and "kinda" / "sorta") count in their hedging use: "it's kind of
 * hard". Not as a category ("what kind of", "this sort of") or before a noun phrase
 * ("kind of the", "sort of a", "kind of thing"), unless set off after them ("kind of...").
 */
function judgeKindOf(ctx: WordContext, i: number, last: number): MarkerVerdict {
  if (KIND_OF_GOVERNORS.has(ctx.attachedPrevious(i))) return null;
  if (ctx.isolatedAfter(last)) return 'filler';
  return verdict(!KIND_OF_NOUNS.has(ctx.text(last + 1)));
}

/** "the right", "you're right", "all right", "turn right": the word means something. */
const RIGHT_GOVERNORS = new Set(
  (
    "the that's thats is you're youre are was were be been am it's all alright turn go went " +
    'on your my his her their our a exactly not absolutely quite so that doing done get got ' +
    'just feels feel looks sounds seems'
  ).split(' '),
);

/**
 * "right" counts only as a tag at the end of a clause, right before a pause or question mark
 * ("it's a big market, right?"). Not at a sentence start ("Right, so...") and not after a
 * word it belongs to ("you're right", "the right", "turn right").
 */
function judgeRight(ctx: WordContext, i: number): MarkerVerdict {
  if (!ctx.isolatedAfter(i) || ctx.sentenceStart(i)) return null;
  return verdict(!RIGHT_GOVERNORS.has(ctx.text(i - 1)));
}

/** Longest spellings first, so "you know" is tried before any one-word rule. */
export const MARKER_RULES: readonly MarkerRule[] = [
  { word: 'you know', spellings: [['you', 'know'], ["y'know"]], judge: judgeYouKnow },
  { word: 'i mean', spellings: [['i', 'mean']], judge: judgeIMean },
  { word: 'kind of', spellings: [['kind', 'of'], ['kinda']], judge: judgeKindOf },
  { word: 'sort of', spellings: [['sort', 'of'], ['sorta']], judge: judgeKindOf },
  { word: 'like', spellings: [['like']], judge: judgeLike },
  { word: 'so', spellings: [['so']], judge: judgeSo },
  { word: 'basically', spellings: [['basically']], judge: judgeSentenceAdverb },
  { word: 'actually', spellings: [['actually']], judge: judgeSentenceAdverb },
  { word: 'literally', spellings: [['literally']], judge: judgeSentenceAdverb },
  { word: 'right', spellings: [['right']], judge: judgeRight },
];
