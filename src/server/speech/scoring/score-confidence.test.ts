import { describe, expect, it } from 'vitest';
import { type ConfidenceInputs, scoreConfidence } from './score-confidence';
import {
  fillerMetrics,
  hedgeMetrics,
  loudnessMetrics,
  pauseMetrics,
  pitchMetrics,
} from './testing/metric-fixtures';

const inputs = (overrides: Partial<ConfidenceInputs> = {}): ConfidenceInputs => ({
  wordCount: 300,
  spanSeconds: 120,
  hedges: hedgeMetrics(),
  fillers: fillerMetrics(),
  pauses: pauseMetrics(),
  pitch: pitchMetrics(),
  loudness: loudnessMetrics(),
  ...overrides,
});
const scoreWith = (overrides: Partial<ConfidenceInputs>) =>
  scoreConfidence(inputs(overrides)).score;

describe('scoreConfidence', () => {
  it('gives 10 to a varied, well-levelled voice with plain wording', () => {
    expect(scoreWith({})).toBe(10);
  });

  it.each([
    [0.25, 10],
    [0.26, 9],
    [0.5, 9],
    [0.51, 8],
    [null, 10],
  ])('scores a monotone share of %s as %i', (monotoneShare, score) => {
    expect(scoreWith({ pitch: pitchMetrics({ monotoneShare }) })).toBe(score);
  });

  it('takes a point each for a quiet level and for flat loudness (under 3 dB)', () => {
    expect(scoreWith({ loudness: loudnessMetrics({ tooQuiet: true }) })).toBe(9);
    expect(scoreWith({ loudness: loudnessMetrics({ variationDb: 2.99 }) })).toBe(9);
    expect(scoreWith({ loudness: loudnessMetrics({ variationDb: 3 }) })).toBe(10);
  });

  it.each([
    [1.5, 10],
    [1.51, 9],
    [3, 9],
    [3.01, 8],
    [5, 8],
    [5.01, 7],
  ])('scores %f hedges per 100 words as %i', (per100Words, score) => {
    expect(scoreWith({ hedges: hedgeMetrics({ per100Words }) })).toBe(score);
  });

  it.each([
    [3, 10],
    [3.01, 9],
    [5, 9],
    [5.01, 8],
  ])('scores %f filled pauses per 100 words as %i', (filledPausesPer100Words, score) => {
    expect(scoreWith({ fillers: fillerMetrics({ filledPausesPer100Words }) })).toBe(score);
  });

  it.each([
    [1, 10], // 0.5 a minute over 2 minutes
    [2, 9],
    [3, 9],
    [4, 8],
  ])('scores %i mid-clause hesitations over 1.2 s in 2 minutes as %i', (count, score) => {
    expect(scoreWith({ pauses: pauseMetrics({ hesitationCount: count }) })).toBe(score);
  });

  it('never drops below 1 for a measured talk', () => {
    const worst = scoreWith({
      pitch: pitchMetrics({ monotoneShare: 1 }),
      loudness: loudnessMetrics({ tooQuiet: true, variationDb: 1 }),
      hedges: hedgeMetrics({ per100Words: 9 }),
      fillers: fillerMetrics({ filledPausesPer100Words: 9 }),
      pauses: pauseMetrics({ hesitationCount: 9 }),
    });
    expect(worst).toBe(1);
  });

  it('says what it is based on and cites voice and wording numbers', () => {
    const result = scoreConfidence(
      inputs({
        pitch: pitchMetrics({ sdSemitones: 2.4, monotoneShare: 0.4 }),
        hedges: hedgeMetrics({
          count: 5,
          per100Words: 1.67,
          topHedges: [
            { phrase: 'i think', count: 3 },
            { phrase: 'maybe', count: 2 },
          ],
        }),
        pauses: pauseMetrics({ hesitationCount: 2 }),
      }),
    );
    expect(result.score).toBe(7);
    expect(result.reasoning).toBe(
      'Confidence is based on your voice (pitch variation and volume) and your wording (hedges, ' +
        'fillers, long hesitations). In your voice, your pitch varied 2.4 semitones and stayed flat ' +
        '(under 2) in 40% of your speaking time. In your wording, you hedged 5 times (1.67 per 100 ' +
        "words, such as 'I think' (3) and 'maybe' (2)), and you paused over 1.2 s mid-sentence twice.",
    );
  });

  it('rests on wording and pauses alone without audio, and says so', () => {
    const result = scoreConfidence(inputs({ pitch: null, loudness: null }));
    expect(result.score).toBe(10);
    expect(result.reasoning).toMatch(/^Confidence is based on your wording and pauses only/);
    expect(result.reasoning).toContain('you used no hedges, and you never paused over 1.2 s');
  });

  it('gives the default of 6 when there were no words (product rules R9.24)', () => {
    expect(scoreWith({ wordCount: 0 })).toBe(6);
  });
});
