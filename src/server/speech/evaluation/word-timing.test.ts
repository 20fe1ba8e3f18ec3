import { describe, expect, it } from 'vitest';
import { shareWithinTolerance, wordTimeErrors } from './word-timing';

const said = (word: string, start: number, end: number) => ({ word, start, end });
const written = (word: string, start: number, end: number) => ({ word, start, end, confidence: 1 });

describe('word times against a reference alignment', () => {
  it('pairs words by text in order, skipping misheard and extra words', () => {
    const errors = wordTimeErrors(
      [said('ask', 1, 1.3), said('not', 1.3, 1.6), said('what', 1.7, 1.9), said('your', 1.9, 2.1)],
      [
        written('Ask', 1.05, 1.32),
        written('knot', 1.3, 1.6),
        written('uh', 1.6, 1.7),
        written('what', 1.9, 2.0),
        written('your,', 2.0, 2.1),
      ],
    );
    expect(errors.referenceWords).toBe(4);
    expect(errors.starts.map((e) => Number(e.toFixed(2)))).toEqual([0.05, 0.2, 0.1]);
    expect(errors.ends.map((e) => Number(e.toFixed(2)))).toEqual([0.02, 0.1, 0]);
  });

  it('counts the errors within ±0.15 s, edges included', () => {
    expect(shareWithinTolerance([0.15, -0.15, 0.16, 0])).toBe(0.75);
    expect(shareWithinTolerance([])).toBeNull();
  });
});
