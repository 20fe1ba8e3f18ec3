import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, updatedAt } from './columns';
import { goalTargetMetric, milestoneLevel } from './enums';
import { recordings } from './practice';

/** Goal templates offered at sign-up and in the goal picker. `key` makes seeding idempotent. */
export const goalTemplates = pgTable('goal_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  targetMetric: goalTargetMetric('target_metric').notNull(),
  targetType: text('target_type').notNull().default('reduction'),
  expectedImprovement: integer('expected_improvement').notNull().default(25),
  /** A fixed target, for goals that count sessions (the others work theirs out from the baseline). */
  targetValue: real('target_value'),
  motivationText: text('motivation_text').notNull(),
  quickTip: text('quick_tip').notNull(),
  createdAt: createdAt(),
});

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => goalTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    targetMetric: goalTargetMetric('target_metric').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    baselineValue: real('baseline_value'),
    baselineRecordingId: uuid('baseline_recording_id').references(() => recordings.id, {
      onDelete: 'set null',
    }),
    targetValue: real('target_value'),
    targetType: text('target_type').notNull().default('reduction'),
    currentValue: real('current_value'),
    lastSessionScore: real('last_session_score'),
    bestScore: real('best_score'),
    sessionsCount: integer('sessions_count').notNull().default(0),
    milestoneLevel: milestoneLevel('milestone_level').notNull().default('none'),
    streakCount: integer('streak_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('goals_user_idx').on(table.userId, table.createdAt.desc()),
    // A user has at most one active goal (GET /api/goals/active returns one).
    uniqueIndex('goals_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.isActive}`),
  ],
);

export const goalProgress = pgTable(
  'goal_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'cascade' }),
    sessionScore: real('session_score'),
    metricValue: real('metric_value').notNull(),
    improvementFromBaseline: real('improvement_from_baseline'),
    createdAt: createdAt(),
  },
  (table) => [
    index('goal_progress_goal_idx').on(table.goalId, table.createdAt),
    // A recording counts once toward a goal, so a retried update cannot double-count.
    unique('goal_progress_goal_recording_key').on(table.goalId, table.recordingId),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    achievementType: text('achievement_type').notNull(),
    /** What makes this achievement unique for its user (e.g. 'tier:rising-star'), so it is granted once. */
    achievementKey: text('achievement_key').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    earnedAt: timestamptz('earned_at').notNull().defaultNow(),
  },
  (table) => [
    unique('achievements_user_key').on(table.userId, table.achievementKey),
    index('achievements_user_earned_idx').on(table.userId, table.earnedAt.desc()),
  ],
);

export const dailyPrompts = pgTable('daily_prompts', {
  id: uuid('id').primaryKey().defaultRandom(),
  dayNumber: integer('day_number').notNull().unique(),
  category: text('category').notNull(),
  promptText: text('prompt_text').notNull(),
});

export const masteryPhases = pgTable('mastery_phases', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentPhase: integer('current_phase').notNull().default(1),
  phase1UnlockedAt: timestamptz('phase1_unlocked_at'),
  phase2UnlockedAt: timestamptz('phase2_unlocked_at'),
  phase3UnlockedAt: timestamptz('phase3_unlocked_at'),
  phase4UnlockedAt: timestamptz('phase4_unlocked_at'),
  totalSessionsInPhase1: integer('total_sessions_in_phase1').notNull().default(0),
  totalSessionsInPhase2: integer('total_sessions_in_phase2').notNull().default(0),
  totalSessionsInPhase3: integer('total_sessions_in_phase3').notNull().default(0),
  totalSessionsInPhase4: integer('total_sessions_in_phase4').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const skillHealth = pgTable(
  'skill_health',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillType: text('skill_type').notNull(),
    lastPracticedAt: timestamptz('last_practiced_at'),
    practiceCount: integer('practice_count').notNull().default(0),
    averageScore: real('average_score'),
    healthScore: real('health_score').notNull().default(100),
    needsAttention: boolean('needs_attention').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('skill_health_user_skill_key').on(table.userId, table.skillType)],
);

export const weeklyChallenges = pgTable(
  'weekly_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The pool entry this week's challenge came from; with startDate it keeps seeding idempotent. */
    challengeKey: text('challenge_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    challengeType: text('challenge_type').notNull(),
    targetMetric: text('target_metric').notNull(),
    targetValue: real('target_value').notNull(),
    durationDays: integer('duration_days').notNull().default(7),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    rewardBadge: text('reward_badge').notNull(),
  },
  (table) => [
    unique('weekly_challenges_key_start').on(table.challengeKey, table.startDate),
    index('weekly_challenges_window_idx').on(table.startDate, table.endDate),
  ],
);

export const userChallengeProgress = pgTable(
  'user_challenge_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => weeklyChallenges.id, { onDelete: 'cascade' }),
    currentValue: real('current_value').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    recordingIds: jsonb('recording_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('user_challenge_progress_key').on(table.userId, table.challengeId)],
);
