import { describe, expect, it } from 'vitest';
import { countSyllables } from './syllables';

const KNOWN: ReadonlyArray<[string, number]> = [
  ['the', 1],
  ['cat', 1],
  ['you', 1],
  ['make', 1],
  ['makes', 1],
  ['time', 1],
  ['there', 1],
  ['jumped', 1],
  ['speech', 1],
  ['table', 2],
  ['people', 2],
  ['wanted', 2],
  ['needed', 2],
  ['boxes', 2],
  ['places', 2],
  ['changes', 2],
  ['saying', 2],
  ['going', 2],
  ['player', 2],
  ['beyond', 2],
  ['language', 2],
  ['question', 2],
  ['really', 2],
  ['little', 2],
  ['easier', 3],
  ['beautiful', 3],
  ['radio', 3],
  ['various', 3],
  ['usual', 3],
  ['video', 3],
  ['medium', 3],
  ['yesterday', 3],
  ['presentation', 4],
  ['situation', 4],
  ['material', 4],
  ['communication', 5],
  ['special', 2],
  ['social', 2],
];

describe('countSyllables', () => {
  it.each(KNOWN)('counts %s as %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });

  it('ignores case and punctuation, and gives at least one syllable to any word', () => {
    expect(countSyllables('Hello,')).toBe(2);
    expect(countSyllables("don't")).toBe(1);
    expect(countSyllables('hmm')).toBe(1);
    expect(countSyllables('shh')).toBe(1);
  });

  it('reads numbers digit by digit and gives nothing to empty tokens', () => {
    expect(countSyllables('2024')).toBe(5); // two-ze-ro-two-four
    expect(countSyllables('7')).toBe(2);
    expect(countSyllables('--')).toBe(0);
  });
});
