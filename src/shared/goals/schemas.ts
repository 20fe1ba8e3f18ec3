import { z } from 'zod';
import { GOAL_TARGET_METRICS, MILESTONE_LEVELS } from '../domain/enums';
import { GOAL_PROGRESS_STATES } from './goal-progress';

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

/** POST /api/goals/select (product rules R5.17). */
export const selectGoalRequestSchema = z.object({
  templateId: z
    .string({ error: 'Goal template is required' })
    .trim()
    .min(1, 'Goal template is required')
    // Template ids are uuids: anything else names no template (and PostgreSQL refuses it).
    .uuid('That goal template does not exist.'),
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
  lastSessionScore: z.number().nullable(),
  sessionsCount: z.number().int(),
  milestoneLevel: z.enum(MILESTONE_LEVELS),
  /** How far from the baseline to the target, 0-100; 0 until a session counts (goal-progress.ts). */
  progressPercent: z.number().int().min(0).max(100),
  /** not_started, in_progress, reached, passed, or overshot (a pace gone past the ideal band). */
  progressState: z.enum(GOAL_PROGRESS_STATES),
  /** Consecutive UTC days with a session toward this goal. */
  streakCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const selectGoalResponseSchema = z.object({ goal: goalSchema, message: z.string() });

/** GET /api/goals/active: the active goal, or null. */
export const activeGoalResponseSchema = z.object({ goal: goalSchema.nullable() });
/** GET /api/goals: every goal of the user, the active one first, then newest first. */
export const goalListResponseSchema = z.object({ goals: z.array(goalSchema) });

export const goalIdParamsSchema = z.object({
  id: z.string().uuid('That goal does not exist.'),
});

/**
 * POST /api/goals/{id}/session (product rules R7.21 and R4.44). The server measures the recording
 * itself, so metricValue is optional and only informative: the stored value is the server's.
 */
export const goalSessionRequestSchema = z.object({
  recordingId: z.string({ error: 'Recording is required' }).uuid('Recording is required'),
  metricValue: z.number({ error: 'Metric value must be a number' }).finite().optional(),
  goalId: z.string().optional(),
});
export type GoalSessionRequest = z.infer<typeof goalSessionRequestSchema>;

export const goalProgressEntrySchema = z.object({
  id: z.string().uuid(),
  recordingId: z.string().uuid().nullable(),
  sessionScore: z.number().nullable(),
  metricValue: z.number(),
  improvementFromBaseline: z.number().nullable(),
  createdAt: z.string(),
});
export type GoalProgressEntry = z.infer<typeof goalProgressEntrySchema>;

export const goalSessionResponseSchema = z.object({
  goal: goalSchema,
  entry: goalProgressEntrySchema,
  /** False when this recording had already counted toward the goal. */
  created: z.boolean(),
});

/** GET /api/goals/{id}/progress: the goal and its sessions, oldest first. */
export const goalProgressResponseSchema = z.object({
  goal: goalSchema,
  entries: z.array(goalProgressEntrySchema),
});
export type GoalProgressResponse = z.infer<typeof goalProgressResponseSchema>;
