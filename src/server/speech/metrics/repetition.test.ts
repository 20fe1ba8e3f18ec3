import { describe, expect, it } from 'vitest';
import { analyzeLanguage, movingTypeTokenRatio } from './language';
import { findImmediateRepeats, findRepeatedPhrases, measureRepetition } from './repetition';
import { scriptedTokens } from './testing/scripted-words';

const repeatsIn = (script: string) =>
  findImmediateRepeats(scriptedTokens(script)).map((repeat) => repeat.phrase);

describe('findImmediateRepeats', () => {
  it('finds repeated words and restarted 2-4-word phrases', () => {
    expect(repeatsIn('we entered the the market')).toEqual(['the']);
    expect(repeatsIn('I went I went home')).toEqual(['i went']);
    expect(repeatsIn('we need to we need to grow')).toEqual(['we need to']);
    expect(repeatsIn('the the the end')).toEqual(['the', 'the']);
  });

  it('ignores grammatical or emphatic doubles and filled pauses', () => {
    expect(repeatsIn('I know that that works')).toEqual([]);
    expect(repeatsIn('it was very very good')).toEqual([]);
    expect(repeatsIn('um um we go')).toEqual([]);
  });

  it('times a repeat from the first copy to the second and marks whether it is reliable', () => {
    const [sure] = findImmediateRepeats(scriptedTokens('into the the market'));
    expect(sure).toEqual({
      phrase: 'the',
      length: 1,
      start: 0.35,
      end: 1,
      index: 1,
      reliable: true,
    });
    const [unsure] = findImmediateRepeats(scriptedTokens('into the the@0.49 market'));
    expect(unsure?.reliable).toBe(false);
  });

  it('counts only reliable repeats in the rate per 100 words', () => {
    const metrics = measureRepetition(scriptedTokens('the the cat sat on@0.2 on the mat'));
    expect(metrics.immediateRepeats).toHaveLength(2);
    expect(metrics.reliableRepeatCount).toBe(1);
    expect(metrics.reliableRepeatsPer100Words).toBe(12.5);
  });
});

describe('findRepeatedPhrases', () => {
  it('reports the longest phrase said 3 or more times, not its parts or function words', () => {
    const script =
      'our new product is fast and our new product is cheap so our new product wins ' +
      'and it is and it is';
    expect(findRepeatedPhrases(scriptedTokens(script))).toEqual([
      { phrase: 'our new product', count: 3, firstStart: 0 },
    ]);
  });

  it('ignores phrases said twice', () => {
    expect(findRepeatedPhrases(scriptedTokens('big launch today big launch tomorrow'))).toEqual([]);
  });
});

describe('movingTypeTokenRatio', () => {
  it('averages the type-token ratio over 50-word windows', () => {
    // 100 words cycling through 25 distinct ones: every window holds 25 types.
    const words = Array.from({ length: 100 }, (_, i) => `w${String.fromCharCode(97 + (i % 25))}`);
    expect(movingTypeTokenRatio(scriptedTokens(words.join(' ')))).toEqual({
      mattr: 0.5,
      windowed: true,
    });
  });

  it('falls back to plain TTR under 50 words, leaving filled pauses out', () => {
    expect(movingTypeTokenRatio(scriptedTokens('um the cat and the dog'))).toEqual({
      mattr: 0.8,
      windowed: false,
    });
    expect(movingTypeTokenRatio([])).toEqual({ mattr: null, windowed: false });
  });

  it('is part of the language metrics', () => {
    const language = analyzeLanguage(scriptedTokens('I think the the plan works'));
    expect(language.hedges.count).toBe(1);
    expect(language.repetition.reliableRepeatCount).toBe(1);
    expect(language.vocabulary.mattr).toBeCloseTo(5 / 6, 3);
  });
});
