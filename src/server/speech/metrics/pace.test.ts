import { describe, expect, it } from 'vitest';
import { measurePace } from './pace';
import { scriptedTokens, wordsAtPace } from './testing/scripted-words';
import { prepareTokens } from './tokens';

const tokensAtPace = (wpm: number, count: number, start = 0) =>
  prepareTokens(wordsAtPace(wpm, count, start), false);

describe('measurePace: words per minute', () => {
  it('divides words by the time from the first word start to the last word end', () => {
    // 10 words from 2.0 s to 8.0 s: 10 / 0.1 min = 100 wpm; leading silence is not counted.
    const tokens = scriptedTokens('a b c d e f g h i j', { start: 2, wordSeconds: 0.555 });
    expect(tokens[9]?.end).toBeCloseTo(8, 1);
    const pace = measurePace(tokens);
    expect(pace.spanSeconds).toBeCloseTo(6, 1);
    expect(pace.wpm).toBe(100);
  });

  it('rounds to a whole number', () => {
    // 3 words over 1.3 s = 138.46 wpm.
    const pace = measurePace(scriptedTokens('one two three', { wordSeconds: 0.4 }));
    expect(pace.spanSeconds).toBe(1.3);
    expect(pace.wpm).toBe(138);
  });

  it('gives no rate for fewer than two words or a zero span', () => {
    expect(measurePace([]).wpm).toBeNull();
    expect(measurePace(scriptedTokens('hello')).wpm).toBeNull();
    const instant = prepareTokens(
      [
        { word: 'a', start: 1, end: 1, confidence: 1 },
        { word: 'b', start: 1, end: 1, confidence: 1 },
      ],
      false,
    );
    const pace = measurePace(instant);
    expect(pace.wpm).toBeNull();
    expect(pace.articulation).toBeNull();
    expect(pace.trace).toEqual([]);
  });
});

describe('measurePace: articulation rate', () => {
  it('leaves out pauses of 250 ms or more, but not shorter gaps', () => {
    // 4 words of 0.5 s: gaps 0.2 s (kept), 1.0 s (removed), 0.3 s (removed). Span 3.5 s.
    const tokens = scriptedTokens('table |0.2| people |1.0| presentation |0.3| go', {
      wordSeconds: 0.5,
    });
    const pace = measurePace(tokens);
    expect(pace.spanSeconds).toBe(3.5);
    expect(pace.wpm).toBe(69); // 4 / (3.5 / 60)
    expect(pace.articulation).toEqual({
      wpm: 109, // 4 words / 2.2 s of phonation
      syllables: 9, // 2 + 2 + 4 + 1
      syllablesPerSecond: 4.09,
      phonationSeconds: 2.2,
    });
  });
});

describe('measurePace: rolling trace', () => {
  it('is empty for speech shorter than one 20-s window', () => {
    const pace = measurePace(tokensAtPace(150, 40)); // 16 s
    expect(pace.trace).toEqual([]);
    expect(pace.fastest).toBeNull();
    expect(pace.slowest).toBeNull();
    expect(pace.articulationVariation).toBeNull();
  });

  it('finds the fastest and slowest stretches with their times', () => {
    // 20 s at 120 wpm, then 20 s at 180 wpm, then 20 s at 150 wpm.
    const words = [
      ...wordsAtPace(120, 40, 0),
      ...wordsAtPace(180, 60, 20),
      ...wordsAtPace(150, 50, 40),
    ];
    const pace = measurePace(prepareTokens(words, false));
    expect(pace.trace[0]).toMatchObject({ start: 0, end: 20, words: 40, wpm: 120 });
    expect(pace.fastest).toMatchObject({ start: 20, end: 40, wpm: 180 });
    expect(pace.slowest).toMatchObject({ start: 0, end: 20, wpm: 120 });
    // Windows step by 5 s, and the last one ends on the last word.
    expect(pace.trace.map((window) => window.start)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 39.92]);
    expect(pace.trace.at(-1)?.end).toBeCloseTo(59.92, 2);
    expect(pace.articulationVariation).toBeGreaterThan(0.1);
  });

  it('reports a steady rhythm as near-zero articulation variation', () => {
    const pace = measurePace(tokensAtPace(150, 150));
    expect(pace.wpm).toBe(150);
    expect(pace.articulationVariation).toBeLessThan(0.02);
  });
});
