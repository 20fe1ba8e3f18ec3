import { describe, expect, it } from 'vitest';
import { analyzeSpeech } from './analyze-transcript';
import { prepareTokens } from './metrics/tokens';
import { scriptedWords } from './metrics/testing/scripted-words';
import { rescoreFillers } from './rescore-fillers';

/** Seven fillers: "like" twice (after "i" and after "we"), two "um", "you know", two more. */
const SCRIPT =
  'so yesterday i |0.3| like |0.3| went to the market and we |0.3| like |0.3| bought apples ' +
  'um and then you know |0.3| we left |0.5| um it was fine actually |0.4| basically a good day';
const words = () => scriptedWords(SCRIPT);

function rescore(dismissed: ReadonlySet<number>) {
  const analysis = analyzeSpeech({ words: words(), punctuated: false });
  const { metrics } = analysis;
  return {
    analysis,
    result: rescoreFillers({
      tokens: prepareTokens(words(), false),
      kept: metrics.fillers.occurrences.filter((_, index) => !dismissed.has(index)),
      measured: metrics,
      reliability: analysis.transcriptReliability,
      scores: { pace: analysis.paceScore, clarity: analysis.clarityScore },
    }),
  };
}

describe('rescoreFillers (product rules R11.9)', () => {
  it('with nothing dismissed, gives back exactly what the analysis scored', () => {
    const { analysis, result } = rescore(new Set());
    expect(result.fillers).toEqual(analysis.metrics.fillers);
    expect(result.fillerResult.score).toBe(analysis.fillerScore);
    expect(result.fillerResult.reasoning).toBe(analysis.fillerReasoning);
    expect(result.fillerResult.basis).toEqual(analysis.metrics.scoreBasis.fillers);
    expect(result.confidenceResult.score).toBe(analysis.confidenceLevel);
    expect(result.confidenceResult.reasoning).toBe(analysis.confidenceReasoning);
    expect(result.recommendations).toEqual(analysis.recommendations);
  });

  it('leaves a dismissed filler out of the count, percentage, score and reasoning', () => {
    const { analysis, result } = rescore(new Set([2, 4]));
    expect(analysis.fillerWords).toBe(7);
    expect(result.fillers.count).toBe(5);
    expect(result.fillers.detectedFillers).toEqual({
      like: 2,
      'you know': 1,
      actually: 1,
      basically: 1,
    });
    expect(result.fillers.percentage).toBe(Math.round((5 / analysis.wordCount) * 100 * 100) / 100);
    expect(result.fillers.filledPauseCount).toBe(0);
    // No filled pause left: the tier-1 rate no longer costs points.
    expect(result.fillerResult.score).toBeGreaterThan(analysis.fillerScore);
    expect(result.fillerResult.reasoning).toContain('You used 5 filler words');
    expect(result.fillerResult.reasoning).not.toContain("'um'");
    expect(analysis.fillerReasoning).toContain("'um' (2)");
  });
});
