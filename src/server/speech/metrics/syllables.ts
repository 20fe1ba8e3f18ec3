/**
 * English syllable estimate for the articulation rate (syllables per second of phonation).
 * Norms suggest the `syllable` package or the CMU dictionary; neither is installed, so this
 * is the usual vowel-group count with corrections for silent endings and vowel pairs that
 * are said as two syllables. It is an estimate: errors of one syllable on rare words barely
 * move a rate computed over hundreds of words.
 */

/** Common words the rules get wrong. */
const EXCEPTIONS: Readonly<Record<string, number>> = {
  people: 2,
  maybe: 2,
  science: 2,
  business: 2,
  every: 2,
  everyone: 3,
  anyone: 3,
  someone: 2,
  something: 2,
  sometimes: 2,
  create: 2,
  created: 3,
  creating: 3,
  creative: 3,
  idea: 3,
  ideas: 3,
  area: 3,
  areas: 3,
  real: 1,
  really: 2,
  different: 3,
  interesting: 3,
  recipe: 3,
  being: 2,
  hmm: 1,
  mm: 1,
  uh: 1,
  um: 1,
  erm: 1,
};

/** Syllables when a number is read digit by digit: a rough but monotonic estimate. */
const DIGIT_SYLLABLES = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1];

const VOWEL_GROUP = /[aeiouy]+/g;

function countDigits(word: string): number {
  let total = 0;
  for (const char of word) {
    const digit = Number(char);
    if (Number.isInteger(digit)) total += DIGIT_SYLLABLES[digit] ?? 1;
  }
  return total;
}

/** Vowel pairs inside one group that are said as two syllables (radio, usual, medium). */
function hiatusCount(word: string): number {
  const patterns = [
    /io$/, // radio, ratio, studio
    /[^cgtsx]ious$/, // various, serious, obvious (not precious, ambitious)
    /ia$/, // media, via
    /[^cgtsx]ial$/, // trial, material (not special, social, initial)
    /[^gq]ua/, // usual, actual, situation (not language, quality)
    /iu/, // medium, stadium
    /[^p]eo/, // video, neon, theory (not people)
    /[^aeiou]i(er|est)$/, // easier, happiest
    /[aeiou]ing$/, // going, doing, seeing
    /ism$/, // criticism: the m carries its own syllable
  ];
  return patterns.filter((pattern) => pattern.test(word)).length;
}

export function countSyllables(rawWord: string): number {
  const lower = rawWord.toLowerCase();
  if (/^\d+$/.test(lower)) return countDigits(lower);
  const word = lower.replace(/[^a-z]/g, '');
  if (!word) return 0;
  const exception = EXCEPTIONS[word];
  if (exception !== undefined) return exception;
  if (word.length <= 3) return 1;

  // A y before a vowel is a consonant (you, saying, beyond).
  const letters = word.replace(/y(?=[aeiou])/g, 'j');
  let count = letters.match(VOWEL_GROUP)?.length ?? 0;

  // Silent endings: make, makes, jumped; but table, boxes, wanted keep their syllable.
  if (/[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) count -= 1;
  else if (/[^aeiouy]es$/.test(letters) && !/(s|x|z|ch|sh|g|c|[^aeiouy]l)es$/.test(letters))
    count -= 1;
  else if (/[^aeiouy]ed$/.test(letters) && !/[td]ed$/.test(letters)) count -= 1;

  count += hiatusCount(letters);
  return Math.max(1, count);
}
