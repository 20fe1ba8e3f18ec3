import type { Goal, GoalTemplate } from '@shared/goals/schemas';
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

export const presentGoal = (row: GoalRow): Goal => ({
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
  sessionsCount: row.sessionsCount,
  milestoneLevel: row.milestoneLevel,
  streakCount: row.streakCount,
  createdAt: row.createdAt.toISOString(),
});
