/**
 * Closed-class word lists the context rules share. Without a part-of-speech tagger these
 * stand in for syntax: a word from these lists tells us what the next phrase is.
 */

/** Words that open a new clause: a pause before them sits at a boundary, not mid-clause. */
export const CLAUSE_STARTERS: ReadonlySet<string> = new Set([
  'and',
  'but',
  'or',
  'so',
  'because',
  'cause',
  'then',
  'which',
  'who',
  'whose',
  'when',
  'where',
  'while',
  'if',
  'unless',
  'although',
  'though',
  'whereas',
  'after',
  'before',
  'since',
  'until',
  'once',
  'however',
  'therefore',
  'also',
  'now',
  'first',
  'second',
  'third',
  'next',
  'finally',
  'anyway',
  'plus',
  'yet',
  'well',
  'okay',
  'ok',
]);

/** Coordinators after which a discourse marker still stands at the start of its clause. */
export const COORDINATORS: ReadonlySet<string> = new Set(['and', 'but', 'or', 'so', 'because']);

export const DETERMINERS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'its',
  'some',
  'any',
  'every',
  'each',
  'no',
  'another',
]);

export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set([
  'me',
  'him',
  'her',
  'it',
  'us',
  'them',
]);

const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'billion',
  'half',
  'dozen',
]);

export function isNumberLike(text: string): boolean {
  return /^\d/.test(text) || NUMBER_WORDS.has(text);
}

/** The start of a noun phrase: a determiner, an object pronoun or a number. */
export function startsNounPhrase(text: string): boolean {
  return DETERMINERS.has(text) || OBJECT_PRONOUNS.has(text) || isNumberLike(text);
}

/**
 * Words that usually open a sentence or clause in speech: subject pronouns and common
 * openers. Without punctuation (pocketsphinx), "...went [pause] we found..." is a sentence
 * break only these reveal.
 */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  (
    "i i'm i've i'll i'd we we're we've we'll you you're they they're they've he he's she " +
    "she's it it's there there's here here's that's this let's let today thank thanks " +
    'imagine yes what how why please look'
  ).split(' '),
);

/**
 * Words that cannot end a clause: articles and possessives, prepositions, auxiliaries and
 * subject pronouns. A pause right after one ("the [pause] market") is always mid-clause.
 */
export const NEEDS_CONTINUATION: ReadonlySet<string> = new Set(
  (
    'a an the my your our their his its every each another of to in on at for with from by ' +
    'about into between through over under than is are was were am will would can could ' +
    'should must shall i we they he she'
  ).split(' '),
);
