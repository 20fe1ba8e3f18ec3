import { describe, expect, it } from 'vitest';
import type { FillerOccurrence } from '../metrics/fillers';
import { fillerRateLabel, scoreFillers } from './score-fillers';
import { fillerMetrics } from './testing/metric-fixtures';

/** Filler metrics with only tier-1 fillers, as a rate per 100 words of a 400-word talk. */
const tier1 = (per100: number) =>
  fillerMetrics({
    filledPausesPer100Words: per100,
    filledPauseCount: Math.round(per100 * 4),
    count: Math.round(per100 * 4),
    percentage: per100,
  });

const occurrence = (word: string, tier: FillerOccurrence['tier']): FillerOccurrence => ({
  word,
  tier,
  start: 1,
  end: 1.3,
  index: 0,
  beforeNewPoint: false,
});

describe('scoreFillers: tier-1 rate bands', () => {
  it.each([
    [0, 10],
    [0.5, 10],
    [0.51, 9],
    [1, 9],
    [1.01, 8],
    [2, 8],
    [2.01, 7],
    [2.99, 7],
  ])('scores %f filled pauses per 100 words as %i', (per100, score) => {
    expect(scoreFillers(tier1(per100), 400).score).toBe(score);
  });

  it.each([
    [3, 7],
    [3.01, 6],
    [4, 6],
    [4.01, 5],
    [5, 5],
    [5.01, 4],
    [6.5, 4],
    [8, 3],
    [10, 2],
    [12, 1],
  ])('scores %f per 100 words as %i (with the total over the 3%% target)', (per100, score) => {
    expect(scoreFillers(tier1(per100), 400).score).toBe(score);
  });

  it.each([
    [1, 'excellent (1 or fewer)'],
    [1.01, 'typical (1-3)'],
    [3, 'typical (1-3)'],
    [3.01, 'high (3-5)'],
    [5, 'high (3-5)'],
    [5.01, 'very high (over 5)'],
  ])('labels %f per 100 words as %s', (per100, label) => {
    expect(fillerRateLabel(per100)).toBe(label);
  });
});

describe('scoreFillers: the 3% target on all fillers (product rules R10.4)', () => {
  it('caps the score at 7 from 3% and at 5 over 5%, counting discourse markers', () => {
    const withMarkers = (percentage: number) =>
      scoreFillers(fillerMetrics({ filledPausesPer100Words: 0.5, percentage }), 400).score;
    expect(withMarkers(2.99)).toBe(10);
    expect(withMarkers(3)).toBe(7);
    expect(withMarkers(5)).toBe(7);
    expect(withMarkers(5.01)).toBe(5);
  });
});

describe('scoreFillers: reasoning', () => {
  it('cites counts, the rate band, the habits and the target', () => {
    const result = scoreFillers(
      fillerMetrics({
        count: 7,
        percentage: 1.75,
        filledPauseCount: 5,
        filledPausesPer100Words: 1.25,
        markerCount: 2,
        occurrences: [
          ...Array.from({ length: 4 }, () => occurrence('um', 'filled-pause')),
          occurrence('uh', 'filled-pause'),
          occurrence('like', 'discourse-marker'),
          occurrence('like', 'discourse-marker'),
        ],
        ignoredLowConfidence: 2,
      }),
      400,
    );
    expect(result.score).toBe(8);
    expect(result.reasoning).toBe(
      'You used 7 filler words in 400 words (1.75%), under the 3% target. ' +
        "Filled pauses such as 'um' (4) and 'uh' (1) came to 1.25 per 100 words, typical (1-3), " +
        "plus verbal habits: 'like' (2). 2 more possible fillers were too unclear to count.",
    );
  });

  it('says so when there were none', () => {
    const result = scoreFillers(fillerMetrics(), 312);
    expect(result.score).toBe(10);
    expect(result.reasoning).toBe('No filler words were detected in your 312 words.');
  });

  it('gives the default of 5 when there were no words (product rules R9.24)', () => {
    const result = scoreFillers(fillerMetrics(), 0);
    expect(result.score).toBe(5);
    expect(result.reasoning).toMatch(/could not be counted/);
  });
});

describe('scoreFillers on an approximate transcript', () => {
  const approximate = {
    level: 'approximate' as const,
    doubtfulShare: 0.6,
    meanConfidence: 0.4,
    doubtfulBelow: 0.5,
    wordCount: 400,
  };

  it('says the cap only where it held the score down', () => {
    const few = scoreFillers(tier1(0), 400, approximate);
    expect(few.score).toBe(8);
    expect(few.reasoning).toContain('It goes no higher than 8');
    const many = scoreFillers(tier1(12), 400, approximate);
    expect(many.score).toBe(1);
    expect(many.reasoning).not.toContain('no higher than');
  });
});
