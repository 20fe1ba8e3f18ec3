import { describe, expect, it } from 'vitest';
import { countWordErrors, werTokens, wordErrorRate } from './wer';

describe('werTokens', () => {
  it('lower-cases, strips punctuation and engine markers, and splits hyphenated words', () => {
    expect(werTokens(['<s>', 'Cold-hearted,', 'to(2)', '[NOISE]', 'Don\u2019t!', '<sil>'])).toEqual(
      ['cold', 'hearted', 'to', "don't"],
    );
  });

  it('leaves filled pauses out only when asked', () => {
    expect(werTokens(['Um,', 'the', 'ah', 'plan'])).toEqual(['um', 'the', 'ah', 'plan']);
    expect(werTokens(['Um,', 'the', 'ah', 'plan'], { dropFilledPauses: true })).toEqual([
      'the',
      'plan',
    ]);
  });
});

describe('countWordErrors', () => {
  it('finds no error in identical word lists', () => {
    expect(countWordErrors(['a', 'b'], ['a', 'b'])).toEqual({
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      referenceWords: 2,
    });
  });

  it('counts substitutions, deletions and insertions of the cheapest alignment', () => {
    const reference = 'he was not an ill disposed young man'.split(' ');
    expect(countWordErrors(reference, 'he was not an ill disposed young men'.split(' '))).toEqual({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      referenceWords: 8,
    });
    expect(countWordErrors(reference, 'he was an ill disposed young man'.split(' '))).toEqual({
      substitutions: 0,
      deletions: 1,
      insertions: 0,
      referenceWords: 8,
    });
    expect(
      countWordErrors(reference, 'he was not an ill just disposed young man ah'.split(' ')),
    ).toEqual({ substitutions: 0, deletions: 0, insertions: 2, referenceWords: 8 });
  });

  it('counts everything as inserted or deleted against an empty side', () => {
    expect(countWordErrors([], ['a', 'b'])).toMatchObject({ insertions: 2, referenceWords: 0 });
    expect(countWordErrors(['a', 'b', 'c'], [])).toMatchObject({ deletions: 3 });
  });
});

describe('wordErrorRate', () => {
  it('pools errors over clips, weighting each by its reference length', () => {
    const a = { substitutions: 1, deletions: 0, insertions: 0, referenceWords: 2 };
    const b = { substitutions: 0, deletions: 1, insertions: 1, referenceWords: 8 };
    expect(wordErrorRate([a, b])).toBeCloseTo(0.3);
  });

  it('is null without reference words', () => {
    expect(wordErrorRate([])).toBeNull();
  });
});
