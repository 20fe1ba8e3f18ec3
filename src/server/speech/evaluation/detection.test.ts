import { describe, expect, it } from 'vitest';
import { addCounts, matchEvents, precision, recall, scoreFillers, scorePauses } from './detection';

const span = (start: number, end: number) => ({ start, end });

describe('matchEvents', () => {
  it('pairs closest first and uses each event at most once', () => {
    const pairs = matchEvents([1, 5], [1.2, 1.1, 9], (t, d) =>
      Math.abs(t - d) <= 1 ? Math.abs(t - d) : null,
    );
    expect(pairs).toEqual([[1, 1.1]]);
  });
});

describe('scoreFillers', () => {
  it('matches detections within half a second of a filler, whatever the word', () => {
    const truth = [span(3.0, 3.4), span(6.2, 6.5), span(9.0, 9.3)];
    const detected = [span(3.1, 3.3), span(6.9, 7.3), span(12, 12.2)];
    // 3.1-3.3 is on the first; 6.9-7.3 is 0.75 s from the second (too far); 12 is noise.
    expect(scoreFillers(truth, detected)).toEqual({
      truth: 3,
      found: 1,
      detected: 3,
      correct: 1,
    });
  });

  it('counts two detections of one filler once', () => {
    const counts = scoreFillers([span(1, 1.3)], [span(1, 1.1), span(1.1, 1.3)]);
    expect(counts).toEqual({ truth: 1, found: 1, detected: 2, correct: 1 });
  });
});

describe('scorePauses', () => {
  it('finds pauses whose start and end are both within 0.3 s', () => {
    const truth = [span(2, 2.8), span(5, 6.2), span(9, 10.5)];
    const detected = [span(2.05, 2.75), span(5.1, 5.6), span(8.9, 10.55)];
    const { counts, durationErrors } = scorePauses(truth, detected);
    // 5.1-5.6 ends 0.6 s early: not the 1.2 s pause, though it overlaps it.
    expect(counts).toEqual({ truth: 3, found: 2, detected: 3, correct: 2 });
    expect(durationErrors.map((e) => Number(e.toFixed(2)))).toEqual([0.1, 0.15]);
  });

  it('scores pauses from 0.5 s, with slack on both sides of the line', () => {
    const truth = [span(1, 1.5), span(4, 4.4), span(7, 7.2)];
    const detected = [span(1.03, 1.48), span(3.95, 4.5), span(7.0, 7.3)];
    // True 0.5 s found as 0.45 s; detected 0.55 s over a true 0.4 s silence is right;
    // 7.0-7.3 is under 0.5 s and the true 0.2 s gap is not a pause: neither is scored.
    expect(scorePauses(truth, detected).counts).toEqual({
      truth: 1,
      found: 1,
      detected: 1,
      correct: 1,
    });
  });
});

describe('precision and recall', () => {
  it('are null when there is nothing to divide by', () => {
    const none = { truth: 0, found: 0, detected: 0, correct: 0 };
    expect(precision(none)).toBeNull();
    expect(recall(none)).toBeNull();
  });

  it('pool counts over clips', () => {
    const total = addCounts([
      { truth: 4, found: 2, detected: 3, correct: 2 },
      { truth: 0, found: 0, detected: 1, correct: 0 },
    ]);
    expect(precision(total)).toBe(0.5);
    expect(recall(total)).toBe(0.5);
  });
});
