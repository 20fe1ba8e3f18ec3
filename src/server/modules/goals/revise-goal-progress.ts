import {
  averageOf,
  countsSessions,
  CURRENT_VALUE_SESSIONS,
  goalLowerIsBetter,
} from '@shared/goals/goal-targets';
import type { Database } from '../../db/client';
import {
  listGoalProgress,
  listGoalProgressOfRecording,
  listLatestGoalProgress,
  updateGoalProgress,
} from './goal-progress-repository';
import { findGoalForUpdate, updateGoal } from './goal-repository';
import { sessionMetricValue, sessionScoreOf, type GoalSessionRecording } from './session-measures';

/**
 * A counted recording was re-scored (a filler marked "not a filler", product rules R11.9): each
 * goal it counted toward takes its new value, and the goal's current value, best and last score,
 * and its progress (computed from them on read) follow. The baseline and target stay as set when
 * the goal started, and milestones move only when a session is counted (R4.57 grants each once).
 */
export async function reviseGoalProgress(db: Database, recording: GoalSessionRecording) {
  for (const entry of await listGoalProgressOfRecording(db, recording.id)) {
    const goal = await findGoalForUpdate(db, entry.goalId);
    if (!goal) continue;
    const metricValue = sessionMetricValue(goal.targetMetric, recording);
    const baseline = goal.baselineValue ?? metricValue;
    const lower = goalLowerIsBetter(goal);
    await updateGoalProgress(db, entry.id, {
      metricValue,
      sessionScore: sessionScoreOf(recording),
      improvementFromBaseline:
        Math.round((lower ? baseline - metricValue : metricValue - baseline) * 100) / 100,
    });
    if (countsSessions(goal)) continue;
    const latest = await listLatestGoalProgress(db, goal.id, CURRENT_VALUE_SESSIONS);
    const values = (await listGoalProgress(db, goal.id)).map((row) => row.metricValue);
    const currentValue = averageOf(latest.map((row) => row.metricValue));
    await updateGoal(db, goal.id, {
      currentValue,
      bestScore: lower ? Math.min(...values) : Math.max(...values),
      ...(latest[0]?.id === entry.id ? { lastSessionScore: sessionScoreOf(recording) } : {}),
    });
  }
}
