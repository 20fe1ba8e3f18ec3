import { describe, expect, it } from 'vitest';
import { detectFillers, fillerClusters, type FillerOccurrence } from './fillers';
import { scriptedTokens } from './testing/scripted-words';
import { prepareTokens } from './tokens';

describe('detectFillers: counts', () => {
  // 20 words, 0.35 s apart: 2 "um", 1 "uh" and 1 "like" filler.
  const script =
    'um we built |0.4| um so the next step was hard and it was like |0.3| amazing uh ' +
    'we won the day';
  const result = detectFillers(scriptedTokens(script));

  it('counts filled pauses and markers, a percentage of words with 2 decimals', () => {
    expect(result.count).toBe(4);
    expect(result.filledPauseCount).toBe(3);
    expect(result.markerCount).toBe(1);
    expect(result.percentage).toBe(20); // 4 / 20 words
    expect(result.filledPausesPer100Words).toBe(15);
    expect(result.detectedFillers).toEqual({ um: 2, like: 1, uh: 1 });
  });

  it('lists the top fillers, most frequent first, ties in order of first use', () => {
    expect(result.topFillers).toEqual([
      { word: 'um', count: 2 },
      { word: 'like', count: 1 },
      { word: 'uh', count: 1 },
    ]);
  });

  it('gives each occurrence its time, its index in the input and whether it opens a point', () => {
    expect(result.occurrences[0]).toEqual({
      word: 'um',
      tier: 'filled-pause',
      start: 0,
      end: 0.3,
      index: 0,
      beforeNewPoint: true, // the very start
    });
    // "|0.4| um so the next": after a pause and before "so".
    expect(result.occurrences[1]).toMatchObject({ word: 'um', index: 3, beforeNewPoint: true });
    // "amazing uh we": no pause before, and "we" does not open a clause.
    expect(result.occurrences[3]).toMatchObject({ word: 'uh', beforeNewPoint: false });
  });

  it('reports fillers per minute of speech', () => {
    // 20 words x 0.3 s + 17 gaps of 0.05 s + pauses of 0.4 and 0.3 s = 7.55 s.
    expect(result.perMinute).toBe(31.8); // 4 / (7.55 / 60), 1 decimal
  });

  it('reports a phrase once, from its first word to its last', () => {
    const phrase = detectFillers(scriptedTokens('it was hard, you know, and long'));
    expect(phrase.count).toBe(1);
    expect(phrase.percentage).toBe(14.29); // one filler in 7 words
    expect(phrase.occurrences[0]).toMatchObject({ word: 'you know', index: 3, start: 1.05 });
    expect(phrase.occurrences[0]?.end).toBeCloseTo(1.7, 5);
  });

  it('returns zeros for no words', () => {
    const empty = detectFillers([]);
    expect(empty).toMatchObject({ count: 0, percentage: 0, perMinute: 0, topFillers: [] });
  });

  it('keeps the index of the input word when engine markers were dropped', () => {
    const tokens = prepareTokens(
      [
        { word: '<s>', start: 0, end: 0.1, confidence: 1 },
        { word: 'um', start: 0.2, end: 0.4, confidence: 0.9 },
      ],
      false,
    );
    expect(detectFillers(tokens).occurrences[0]?.index).toBe(1);
  });
});

describe('fillerClusters', () => {
  const at = (start: number, word = 'um'): FillerOccurrence => ({
    word,
    tier: 'filled-pause',
    start,
    end: start + 0.3,
    index: 0,
    beforeNewPoint: false,
  });

  it('chains fillers under 10 s apart and keeps chains of 3 or more', () => {
    const clusters = fillerClusters([at(5), at(12), at(22, 'uh'), at(40), at(50.5), at(70)]);
    expect(clusters).toEqual([{ start: 5, end: 22.3, count: 3, words: ['um', 'um', 'uh'] }]);
  });

  it('breaks a chain at a gap over 10 s, and needs 3 to make a cluster', () => {
    expect(fillerClusters([at(0), at(10), at(20.01)])).toEqual([]);
    expect(fillerClusters([at(0), at(10), at(20)])).toHaveLength(1);
  });
});
