import { describe, expect, it } from 'vitest';
import { goalMetricValue, type SessionMeasures } from './metric-value';

const session: SessionMeasures = {
  wordsPerMinute: 142,
  fillerWords: 7,
  wordCount: 300,
  clarityScore: 8,
  confidenceLevel: 6,
  pauseAnalysis: 'frequent',
  energyLevel: 'moderate',
};

describe('goalMetricValue (product rules R4.45)', () => {
  it.each([
    ['pace', 142],
    ['filler_reduction', 2.33],
    ['clarity', 8],
    ['confidence', 6],
    ['session_count', 1],
    ['conciseness', 6],
    ['energy', 7],
  ] as const)('%s gives %d', (metric, value) => {
    expect(goalMetricValue(metric, session)).toBe(value);
  });

  it('maps the pause and energy labels, with their fallbacks', () => {
    expect(goalMetricValue('conciseness', { ...session, pauseAnalysis: 'natural' })).toBe(8);
    expect(goalMetricValue('conciseness', { ...session, pauseAnalysis: 'rushed' })).toBe(4);
    expect(goalMetricValue('conciseness', { ...session, pauseAnalysis: null })).toBe(5);
    expect(goalMetricValue('energy', { ...session, energyLevel: 'high' })).toBe(10);
    expect(goalMetricValue('energy', { ...session, energyLevel: 'low' })).toBe(4);
    expect(goalMetricValue('energy', { ...session, energyLevel: null })).toBe(4);
  });

  it('gives 0 for fillers when no words were heard', () => {
    expect(goalMetricValue('filler_reduction', { ...session, wordCount: 0 })).toBe(0);
  });
});
