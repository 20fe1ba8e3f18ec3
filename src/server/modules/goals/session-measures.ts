import type { GoalTargetMetric } from '@shared/domain/enums';
import { goalMetricValue, type SessionMeasures } from '@shared/goals/metric-value';

/** The recording columns a goal reads. */
export interface GoalSessionRecording {
  id: string;
  userId: string;
  createdAt: Date;
  paceWpm: number | null;
  fillerWords: number | null;
  wordCount: number | null;
  clarityScore: number;
  confidenceLevel: number;
  paceScore: number;
  fillerScore: number;
  pauseAnalysis: SessionMeasures['pauseAnalysis'];
  energyLevel: SessionMeasures['energyLevel'];
}

export const measuresOf = (
  recording: Omit<GoalSessionRecording, 'id' | 'userId' | 'createdAt'>,
): SessionMeasures => ({
  wordsPerMinute: recording.paceWpm,
  fillerWords: recording.fillerWords,
  wordCount: recording.wordCount,
  clarityScore: recording.clarityScore,
  confidenceLevel: recording.confidenceLevel,
  pauseAnalysis: recording.pauseAnalysis,
  energyLevel: recording.energyLevel,
});

export const sessionMetricValue = (
  metric: GoalTargetMetric,
  recording: Omit<GoalSessionRecording, 'id' | 'userId' | 'createdAt'>,
) => goalMetricValue(metric, measuresOf(recording));

/** The session's overall score: the mean of its four scores, one decimal. */
export const sessionScoreOf = (
  recording: Pick<
    GoalSessionRecording,
    'paceScore' | 'fillerScore' | 'clarityScore' | 'confidenceLevel'
  >,
) =>
  Math.round(
    ((recording.paceScore +
      recording.fillerScore +
      recording.clarityScore +
      recording.confidenceLevel) /
      4) *
      10,
  ) / 10;
