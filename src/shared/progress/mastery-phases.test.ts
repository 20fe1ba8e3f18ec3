import { describe, expect, it } from 'vitest';
import {
  phaseAfter,
  phaseDefinition,
  requirementMet,
  requirementProgress,
  type PhaseMeasures,
} from './mastery-phases';

const measures = (overrides: Partial<PhaseMeasures> = {}): PhaseMeasures => ({
  sessions: 0,
  averagePaceScore: null,
  averageFillerPercent: null,
  averageClarity: null,
  averageConfidence: null,
  ...overrides,
});

describe('requirement progress', () => {
  const sessions = { measure: 'sessions', target: 35, direction: 'atLeast' } as const;
  const fillers = { measure: 'averageFillerPercent', target: 3, direction: 'atMost' } as const;

  it('rises in proportion to a higher-is-better target and stops at 100', () => {
    expect(requirementProgress(sessions, null)).toBe(0);
    expect(requirementProgress(sessions, 0)).toBe(0);
    expect(requirementProgress(sessions, 7)).toBe(20);
    expect(requirementProgress(sessions, 35)).toBe(100);
    expect(requirementProgress(sessions, 70)).toBe(100);
  });

  it('is 100 at or below a lower-is-better target and falls as the value rises above it', () => {
    expect(requirementProgress(fillers, 0)).toBe(100);
    expect(requirementProgress(fillers, 3)).toBe(100);
    expect(requirementProgress(fillers, 3.01)).toBe(99);
    expect(requirementProgress(fillers, 4)).toBe(75);
    expect(requirementProgress(fillers, 6)).toBe(50);
    expect(requirementProgress(fillers, null)).toBe(0);
  });

  it('is met exactly at the bound', () => {
    expect(requirementMet(sessions, 34)).toBe(false);
    expect(requirementMet(sessions, 35)).toBe(true);
    expect(requirementMet(fillers, 3)).toBe(true);
    expect(requirementMet(fillers, 3.01)).toBe(false);
    expect(requirementMet(fillers, null)).toBe(false);
  });
});

describe('phase requirements (product rules R9.22)', () => {
  it('lists the four phases with their requirements', () => {
    expect(phaseDefinition('foundation').requirements).toEqual([
      { measure: 'sessions', target: 15, direction: 'atLeast' },
    ]);
    expect(phaseDefinition(2).requirements.map((r) => [r.measure, r.target, r.direction])).toEqual([
      ['sessions', 35, 'atLeast'],
      ['averagePaceScore', 6, 'atLeast'],
      ['averageFillerPercent', 3, 'atMost'],
    ]);
    expect(phaseDefinition(3).requirements.map((r) => [r.measure, r.target])).toEqual([
      ['sessions', 75],
      ['averageClarity', 7],
      ['averageConfidence', 7],
    ]);
    expect(phaseDefinition('mastery').requirements.map((r) => [r.measure, r.target])).toEqual([
      ['sessions', 150],
      ['averagePaceScore', 8],
      ['averageClarity', 8],
      ['averageConfidence', 8],
      ['averageFillerPercent', 2],
    ]);
  });
});

describe('phaseAfter', () => {
  const strong = {
    averagePaceScore: 8,
    averageFillerPercent: 2,
    averageClarity: 8,
    averageConfidence: 8,
  };
  it.each([
    [1, measures({ sessions: 14 }), 1],
    [1, measures({ sessions: 15 }), 2],
    [1, measures({ sessions: 35, averagePaceScore: 6, averageFillerPercent: 3 }), 3],
    [1, measures({ sessions: 35, averagePaceScore: 5.99, averageFillerPercent: 3 }), 2],
    [2, measures({ sessions: 75, ...strong }), 4],
    [1, measures({ sessions: 1000, ...strong }), 4],
  ] as const)('from phase %i with %j opens phase %i', (from, values, expected) => {
    expect(phaseAfter(from, values)).toBe(expected);
  });

  it('never goes back: a stored phase stays open when averages drop', () => {
    expect(phaseAfter(3, measures({ sessions: 80, averageClarity: 2 }))).toBe(3);
  });
});
