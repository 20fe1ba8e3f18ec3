import { z } from 'zod';
import { GOAL_TARGET_METRICS } from '../domain/enums';

export const goalTemplateSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  targetMetric: z.enum(GOAL_TARGET_METRICS),
  targetType: z.string(),
  expectedImprovement: z.number().int(),
  motivationText: z.string(),
  quickTip: z.string(),
});
export type GoalTemplate = z.infer<typeof goalTemplateSchema>;
export const goalTemplateListSchema = z.array(goalTemplateSchema);

/** POST /api/goals/select (practice spec, section 5). */
export const selectGoalRequestSchema = z.object({
  templateId: z
    .string({ error: 'Goal template is required' })
    .trim()
    .min(1, 'Goal template is required'),
  category: z.literal('practice', { error: 'Speaking context is required' }),
});
export type SelectGoalRequest = z.infer<typeof selectGoalRequestSchema>;

export const goalSchema = z.object({
  id: z.string().uuid(),
  templateId: z.string().uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  targetMetric: z.enum(GOAL_TARGET_METRICS),
  targetType: z.string(),
  isActive: z.boolean(),
  baselineValue: z.number().nullable(),
  targetValue: z.number().nullable(),
  currentValue: z.number().nullable(),
  bestScore: z.number().nullable(),
  sessionsCount: z.number().int(),
  milestoneLevel: z.string(),
  streakCount: z.number().int(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const selectGoalResponseSchema = z.object({ goal: goalSchema, message: z.string() });
