import { goalProgress } from '@shared/goals/goal-progress';
import type { MilestoneLevel } from '@shared/goals/goal-targets';
import type { Goal, GoalProgressEntry, GoalTemplate } from '@shared/goals/schemas';
import type { GoalProgressRow } from './goal-progress-repository';
import type { GoalRow, GoalTemplateRow } from './goal-repository';

export const presentGoalTemplate = (row: GoalTemplateRow): GoalTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  targetMetric: row.targetMetric,
  targetType: row.targetType,
  expectedImprovement: row.expectedImprovement,
  motivationText: row.motivationText,
  quickTip: row.quickTip,
});

export const presentGoal = (row: GoalRow): Goal => {
  const progress = goalProgress(row);
  return {
    id: row.id,
    templateId: row.templateId,
    title: row.title,
    description: row.description,
    category: row.category,
    targetMetric: row.targetMetric,
    targetType: row.targetType,
    isActive: row.isActive,
    baselineValue: row.baselineValue,
    targetValue: row.targetValue,
    currentValue: row.currentValue,
    bestScore: row.bestScore,
    lastSessionScore: row.lastSessionScore,
    sessionsCount: row.sessionsCount,
    milestoneLevel: row.milestoneLevel as MilestoneLevel,
    progressPercent: progress.percent,
    progressState: progress.state,
    streakCount: row.streakCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const presentGoalProgress = (row: GoalProgressRow): GoalProgressEntry => ({
  id: row.id,
  recordingId: row.recordingId,
  sessionScore: row.sessionScore,
  metricValue: row.metricValue,
  improvementFromBaseline: row.improvementFromBaseline,
  createdAt: row.createdAt.toISOString(),
});
