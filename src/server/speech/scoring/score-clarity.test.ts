import { describe, expect, it } from 'vitest';
import { type ClarityInputs, scoreClarity } from './score-clarity';
import { paceMetrics, pauseMetrics, repetitionMetrics } from './testing/metric-fixtures';

interface Knobs {
  midClause?: number;
  variation?: number | null;
  repeats?: number;
  meanConfidence?: number;
}

const inputs = (knobs: Knobs = {}): ClarityInputs => ({
  pace: paceMetrics({
    articulationVariation: knobs.variation === undefined ? 0.05 : knobs.variation,
  }),
  pauses: pauseMetrics({ midClausePausesPerMinute: knobs.midClause ?? 1 }),
  repetition: repetitionMetrics({ reliableRepeatsPer100Words: knobs.repeats ?? 0 }),
  meanConfidence: knobs.meanConfidence ?? 0.6,
});
const scoreWith = (knobs: Knobs) => scoreClarity(inputs(knobs)).score;

describe('scoreClarity', () => {
  it('gives 10 to well-placed pauses, a steady rhythm and no repeats', () => {
    expect(scoreWith({})).toBe(10);
  });

  it.each([
    [2, 10],
    [2.01, 9],
    [4, 9],
    [4.01, 8],
    [6, 8],
    [6.01, 7],
    [7.99, 7],
    [8, 6],
    [15, 6],
  ])('scores %f mid-clause pauses per minute as %i', (midClause, score) => {
    expect(scoreWith({ midClause })).toBe(score);
  });

  it.each([
    [0.15, 10],
    [0.16, 9],
    [0.25, 9],
    [0.26, 8],
    [null, 10],
  ])('scores an articulation variation of %s as %i', (variation, score) => {
    expect(scoreWith({ variation })).toBe(score);
  });

  it.each([
    [1, 10],
    [1.01, 9],
    [2, 9],
    [2.01, 8],
    [4, 8],
    [4.01, 7],
  ])('scores %f reliable repeats per 100 words as %i', (repeats, score) => {
    expect(scoreWith({ repeats })).toBe(score);
  });

  it('takes at most one point for low average word confidence', () => {
    expect(scoreWith({ meanConfidence: 0.45 })).toBe(10);
    expect(scoreWith({ meanConfidence: 0.44 })).toBe(9);
    expect(scoreWith({ meanConfidence: 0.05 })).toBe(9);
  });

  it('never drops below 1 for a measured talk', () => {
    expect(scoreWith({ midClause: 20, variation: 0.5, repeats: 9, meanConfidence: 0.2 })).toBe(1);
  });

  it('says what it is based on and cites the numbers', () => {
    const result = scoreClarity({
      ...inputs({ midClause: 3.2, variation: 0.12 }),
      pauses: pauseMetrics({ midClausePausesPerMinute: 3.2, midClauseCount: 10 }),
      repetition: repetitionMetrics({ reliableRepeatCount: 2, reliableRepeatsPer100Words: 0.44 }),
    });
    expect(result.score).toBe(9);
    expect(result.reasoning).toBe(
      'Clarity is based on where you pause, how steady your rhythm is and repeated words, not on ' +
        'how well each word was recognised. You made 3.2 mid-sentence pauses per minute, your ' +
        'speaking rate varied 12% between stretches, and you repeated 2 words or phrases.',
    );
    expect(result.basis[0]).toBe('mid-clause pauses 3.2/min: -1');
  });

  it('says so when there were no repeats', () => {
    expect(scoreClarity(inputs()).reasoning).toContain('and you did not repeat yourself.');
  });

  it('adds a sentence when recognition was poor', () => {
    expect(scoreClarity(inputs({ meanConfidence: 0.38 })).reasoning).toContain(
      'Many words were hard to recognise (average confidence 0.38)',
    );
  });

  it('gives the default of 5 when pace could not be measured (product rules R9.24)', () => {
    const result = scoreClarity({ ...inputs(), pace: paceMetrics({ wpm: null }) });
    expect(result.score).toBe(5);
  });
});
