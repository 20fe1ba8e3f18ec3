import { and, eq, sql } from 'drizzle-orm';
import { goalMetricValue } from '@shared/goals/metric-value';
import type { Database } from '../../db/client';
import { goalProgress, goals } from '../../db/schema';

interface ScoredRecording {
  id: string;
  userId: string;
  paceWpm: number | null;
  fillerWords: number | null;
  wordCount: number | null;
  clarityScore: number;
  confidenceLevel: number;
  paceScore: number;
  fillerScore: number;
  pauseAnalysis: 'natural' | 'frequent' | 'rushed' | null;
  energyLevel: 'high' | 'moderate' | 'low' | null;
}

/** Lower is better for filler_reduction goals and for 'reduction' targets. */
const lowerIsBetter = (goal: typeof goals.$inferSelect) =>
  goal.targetMetric === 'filler_reduction' || goal.targetType === 'reduction';

/**
 * The goal-progress update after each analysis (practice spec, section 4): the session's
 * value for the active goal's metric is recorded once per recording, and the goal's current,
 * best and baseline values and session count follow. Runs in the caller's transaction.
 * Milestones and their achievements belong to the progress module.
 */
export async function recordGoalProgress(db: Database, recording: ScoredRecording) {
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, recording.userId), eq(goals.isActive, true)));
  if (!goal) return null;
  const metricValue = goalMetricValue(goal.targetMetric, {
    wordsPerMinute: recording.paceWpm,
    fillerWords: recording.fillerWords,
    wordCount: recording.wordCount,
    clarityScore: recording.clarityScore,
    confidenceLevel: recording.confidenceLevel,
    pauseAnalysis: recording.pauseAnalysis,
    energyLevel: recording.energyLevel,
  });
  const baseline = goal.baselineValue ?? metricValue;
  const sessionScore =
    Math.round(
      ((recording.paceScore +
        recording.fillerScore +
        recording.clarityScore +
        recording.confidenceLevel) /
        4) *
        10,
    ) / 10;
  const [inserted] = await db
    .insert(goalProgress)
    .values({
      goalId: goal.id,
      recordingId: recording.id,
      sessionScore,
      metricValue,
      improvementFromBaseline:
        Math.round((lowerIsBetter(goal) ? baseline - metricValue : metricValue - baseline) * 100) /
        100,
    })
    .onConflictDoNothing()
    .returning();
  // Already counted (a retried job): nothing more to do.
  if (!inserted) return null;
  const best =
    goal.bestScore === null
      ? metricValue
      : lowerIsBetter(goal)
        ? Math.min(goal.bestScore, metricValue)
        : Math.max(goal.bestScore, metricValue);
  const [updated] = await db
    .update(goals)
    .set({
      baselineValue: baseline,
      ...(goal.baselineRecordingId ? {} : { baselineRecordingId: recording.id }),
      currentValue: metricValue,
      lastSessionScore: sessionScore,
      bestScore: best,
      sessionsCount: sql`${goals.sessionsCount} + 1`,
      milestoneLevel: goal.milestoneLevel === 'none' ? 'started' : goal.milestoneLevel,
      updatedAt: new Date(),
    })
    .where(eq(goals.id, goal.id))
    .returning();
  return updated ?? null;
}
