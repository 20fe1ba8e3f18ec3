import { utcDayNumber } from '@shared/domain/calendar';
import {
  averageOf,
  countsSessions,
  CURRENT_VALUE_SESSIONS,
  goalLowerIsBetter,
  goalTarget,
  higherMilestone,
  milestoneAchievement,
  milestoneAchievementKey,
  milestoneFor,
  milestonesPassed,
  type MilestoneLevel,
} from '@shared/goals/goal-targets';
import { goalProgress } from '@shared/goals/goal-progress';
import type { Database } from '../../db/client';
import { grantAchievement } from '../progress';
import {
  findGoalProgressForRecording,
  insertGoalProgress,
  listLatestGoalProgress,
} from './goal-progress-repository';
import { findActiveGoal, findGoalTemplate, updateGoal, type GoalRow } from './goal-repository';
import { sessionMetricValue, sessionScoreOf, type GoalSessionRecording } from './session-measures';

const DEFAULT_EXPECTED_IMPROVEMENT = 25;

async function targetFor(db: Database, goal: GoalRow, baseline: number) {
  const template = goal.templateId ? await findGoalTemplate(db, goal.templateId) : null;
  return goalTarget(
    {
      targetMetric: goal.targetMetric,
      targetType: goal.targetType,
      expectedImprovement: template?.expectedImprovement ?? DEFAULT_EXPECTED_IMPROVEMENT,
      targetValue: template?.targetValue ?? null,
    },
    baseline,
  );
}

/** Days in a row: the same day keeps the streak, the next day extends it, a gap restarts it. */
function nextStreak(streak: number, previous: Date | null, current: Date) {
  if (!previous) return 1;
  const gap = utcDayNumber(current) - utcDayNumber(previous);
  if (gap <= 0) return Math.max(1, streak);
  return gap === 1 ? streak + 1 : 1;
}

/**
 * Counts one analysed recording toward a goal (product rules R4.43, R4.56
 * and R4.57). The recording counts once; the goal's baseline (when it had none) and target,
 * its current value (the mean of its latest sessions), best, last score, session count, streak
 * and milestone follow, and each milestone passed is granted as an achievement once.
 */
export async function recordGoalSession(
  db: Database,
  goal: GoalRow,
  recording: GoalSessionRecording,
) {
  const counted = await findGoalProgressForRecording(db, goal.id, recording.id);
  if (counted) return { goal, entry: counted, created: false };

  const metricValue = sessionMetricValue(goal.targetMetric, recording);
  const baseline = goal.baselineValue ?? (countsSessions(goal) ? 0 : metricValue);
  const target = goal.targetValue ?? (await targetFor(db, goal, baseline));
  const [previous] = await listLatestGoalProgress(db, goal.id, 1);
  const entry = await insertGoalProgress(db, {
    goalId: goal.id,
    recordingId: recording.id,
    sessionScore: sessionScoreOf(recording),
    metricValue,
    improvementFromBaseline:
      Math.round(
        (goalLowerIsBetter(goal) ? baseline - metricValue : metricValue - baseline) * 100,
      ) / 100,
    createdAt: recording.createdAt,
  });
  if (!entry) {
    const raced = await findGoalProgressForRecording(db, goal.id, recording.id);
    if (!raced) throw new Error('The goal progress entry was neither inserted nor found');
    return { goal, entry: raced, created: false };
  }

  const sessionsCount = goal.sessionsCount + 1;
  const latest = await listLatestGoalProgress(db, goal.id, CURRENT_VALUE_SESSIONS);
  const currentValue = countsSessions(goal)
    ? sessionsCount
    : averageOf(latest.map((row) => row.metricValue));
  const lower = goalLowerIsBetter(goal);
  const best =
    goal.bestScore === null
      ? metricValue
      : lower
        ? Math.min(goal.bestScore, metricValue)
        : Math.max(goal.bestScore, metricValue);
  const { percent } = goalProgress({
    targetMetric: goal.targetMetric,
    targetType: goal.targetType,
    baselineValue: baseline,
    targetValue: target,
    currentValue,
    sessionsCount,
  });
  const from = goal.milestoneLevel as MilestoneLevel;
  const milestone = higherMilestone(from, milestoneFor(percent, sessionsCount));
  const updated = await updateGoal(db, goal.id, {
    baselineValue: baseline,
    ...(goal.baselineRecordingId || countsSessions(goal)
      ? {}
      : { baselineRecordingId: recording.id }),
    targetValue: target,
    currentValue,
    lastSessionScore: entry.sessionScore,
    bestScore: countsSessions(goal) ? sessionsCount : best,
    sessionsCount,
    milestoneLevel: milestone,
    streakCount: nextStreak(goal.streakCount, previous?.createdAt ?? null, recording.createdAt),
  });
  for (const level of milestonesPassed(from, milestone)) {
    if (level === 'none') continue;
    await grantAchievement(db, {
      userId: goal.userId,
      goalId: goal.id,
      achievementType: 'goal_milestone',
      achievementKey: milestoneAchievementKey(goal.id, level),
      ...milestoneAchievement(level, goal.title),
    });
  }
  return { goal: updated, entry, created: true };
}

/** After each analysis, the server counts the session toward the active goal itself. */
export async function recordGoalProgress(db: Database, recording: GoalSessionRecording) {
  const goal = await findActiveGoal(db, recording.userId);
  if (!goal) return null;
  return (await recordGoalSession(db, goal, recording)).goal;
}
