import type { GoalTargetMetric } from '../domain/enums';

/** What one analysed session measures, as the goal mapping reads it. */
export interface SessionMeasures {
  wordsPerMinute: number | null;
  fillerWords: number | null;
  wordCount: number | null;
  clarityScore: number;
  confidenceLevel: number;
  pauseAnalysis: 'natural' | 'frequent' | 'rushed' | null;
  energyLevel: 'high' | 'moderate' | 'low' | null;
}

const CONCISENESS_BY_PAUSES = { natural: 8, frequent: 6, rushed: 4 } as const;
const CONCISENESS_OTHERWISE = 5;
const ENERGY_BY_LEVEL = { high: 10, moderate: 7 } as const;
const ENERGY_OTHERWISE = 4;

/**
 * A session's value for a goal's metric (product rules R4.45): pace is the
 * words per minute; filler_reduction the fillers as a percentage of words (2 decimals);
 * clarity and confidence their scores; session_count 1; conciseness 8 / 6 / 4 for natural /
 * frequent / rushed pauses (else 5); energy 10 / 7 for high / moderate (else 4).
 */
export function goalMetricValue(metric: GoalTargetMetric, session: SessionMeasures): number {
  switch (metric) {
    case 'pace':
      return session.wordsPerMinute ?? 0;
    case 'filler_reduction': {
      const words = session.wordCount ?? 0;
      return words > 0 ? Math.round(((session.fillerWords ?? 0) / words) * 10_000) / 100 : 0;
    }
    case 'clarity':
      return session.clarityScore;
    case 'confidence':
      return session.confidenceLevel;
    case 'session_count':
      return 1;
    case 'conciseness':
      return session.pauseAnalysis
        ? CONCISENESS_BY_PAUSES[session.pauseAnalysis]
        : CONCISENESS_OTHERWISE;
    case 'energy':
      return session.energyLevel === 'high' || session.energyLevel === 'moderate'
        ? ENERGY_BY_LEVEL[session.energyLevel]
        : ENERGY_OTHERWISE;
    default:
      return 1;
  }
}
