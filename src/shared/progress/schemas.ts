import { z } from 'zod';
import { CHALLENGE_TARGET_METRICS, CHALLENGE_TYPES } from './challenges';
import { MEASURE_KEYS, PHASE_KEYS } from './mastery-phases';
import { SKILL_KEYS } from './skill-health';

/** API shapes of the progress endpoints. Dates are ISO strings. */

const trendSchema = z.object({
  value: z.number(),
  direction: z.enum(['up', 'down', 'steady']),
  percentage: z.number(),
  improving: z.boolean().nullable(),
});
export type TrendResponse = z.infer<typeof trendSchema>;

/** GET /api/user/analysis-stats (product rules R3.25). */
export const analysisStatsSchema = z.object({
  stats: z.object({
    totalRecordings: z.number().int(),
    /** Averages of the scores out of 10, one decimal; null before the first session. */
    averageClarity: z.number().nullable(),
    averageConfidence: z.number().nullable(),
    averagePace: z.number().nullable(),
    averageFillerScore: z.number().nullable(),
    /** Filler words per session, and as a percentage of words. */
    averageFillerWords: z.number().nullable(),
    averageFillerPercentage: z.number().nullable(),
    mostCommonPace: z.enum(['slow', 'moderate', 'fast']).nullable(),
    /** Mean words per minute of the latest sessions. */
    recentAverageWPM: z.number().int().nullable(),
  }),
  /** Null with fewer than 2 sessions. fillerWords follows the filler percentage: down is better. */
  trends: z
    .object({
      clarity: trendSchema,
      fillerWords: trendSchema,
      pacing: trendSchema,
      confidence: trendSchema,
    })
    .nullable(),
});
export type AnalysisStats = z.infer<typeof analysisStatsSchema>;

export const scorePointSchema = z.object({
  recordingId: z.string().uuid(),
  createdAt: z.string(),
  pace: z.number(),
  fillerWords: z.number(),
  clarity: z.number(),
  confidence: z.number(),
  wordsPerMinute: z.number().nullable(),
  fillerPercentage: z.number(),
});
export type ScorePoint = z.infer<typeof scorePointSchema>;

/** GET /api/user/stats: practice volume, streaks, the 90-day journey and the score history. */
export const userStatsSchema = z.object({
  totalSessions: z.number().int(),
  totalPracticeMinutes: z.number(),
  sessionsThisWeek: z.number().int(),
  sessionsThisMonth: z.number().int(),
  /** Consecutive UTC days with a session, up to today (or yesterday, still alive). */
  currentStreakDays: z.number().int(),
  longestStreakDays: z.number().int(),
  firstSessionAt: z.string().nullable(),
  lastSessionAt: z.string().nullable(),
  journey: z
    .object({
      day: z.number().int(),
      totalDays: z.number().int(),
      phase: z.object({ number: z.number().int(), title: z.string() }),
    })
    .nullable(),
  /** The latest sessions' scores, oldest first, for the progress chart. */
  scoreHistory: z.array(scorePointSchema),
});
export type UserStats = z.infer<typeof userStatsSchema>;

const tierSchema = z.object({
  key: z.string(),
  title: z.string(),
  threshold: z.number().int(),
});

export const requirementStatusSchema = z.object({
  measure: z.enum(MEASURE_KEYS),
  label: z.string(),
  target: z.number(),
  direction: z.enum(['atLeast', 'atMost']),
  current: z.number().nullable(),
  progress: z.number().int(),
  met: z.boolean(),
});
export type RequirementStatus = z.infer<typeof requirementStatusSchema>;

export const phaseStatusSchema = z.object({
  key: z.enum(PHASE_KEYS),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(['completed', 'current', 'locked']),
  unlockedAt: z.string().nullable(),
  sessionsInPhase: z.number().int(),
  requirements: z.array(requirementStatusSchema),
  allRequirementsMet: z.boolean(),
  /** Mean progress over the requirements, 0-100. */
  progress: z.number().int(),
});
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

/** GET /api/mastery/overview (product rules R3.26: phase, totalRecordings, achievementTier). */
export const masteryOverviewSchema = z.object({
  phase: z.enum(PHASE_KEYS),
  currentPhase: z.number().int(),
  totalRecordings: z.number().int(),
  achievementTier: tierSchema.extend({ tier: z.string() }).nullable(),
  nextTier: tierSchema.nullable(),
  /** Averages over the latest sessions that the requirements read. */
  measures: z.object({
    sessions: z.number().int(),
    averagePaceScore: z.number().nullable(),
    averageFillerPercent: z.number().nullable(),
    averageClarity: z.number().nullable(),
    averageConfidence: z.number().nullable(),
  }),
  phases: z.array(phaseStatusSchema),
});
export type MasteryOverview = z.infer<typeof masteryOverviewSchema>;

export const skillHealthSchema = z.object({
  skill: z.enum(SKILL_KEYS),
  label: z.string(),
  practiceCount: z.number().int(),
  averageScore: z.number().nullable(),
  /** Today's health, 0-100, after the daily decay since the last practice. */
  healthScore: z.number(),
  needsAttention: z.boolean(),
  lastPracticedAt: z.string().nullable(),
});
export type SkillHealth = z.infer<typeof skillHealthSchema>;

/** GET /api/mastery/skills. */
export const masterySkillsSchema = z.object({ skills: z.array(skillHealthSchema) });
export type MasterySkills = z.infer<typeof masterySkillsSchema>;

export const weeklyChallengeSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  challengeType: z.enum(CHALLENGE_TYPES),
  targetMetric: z.enum(CHALLENGE_TARGET_METRICS),
  currentValue: z.number(),
  targetValue: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  rewardBadge: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type WeeklyChallenge = z.infer<typeof weeklyChallengeSchema>;

/** GET /api/challenges/active: this week's challenges with the user's progress. */
export const activeChallengesSchema = z.object({ challenges: z.array(weeklyChallengeSchema) });
export type ActiveChallenges = z.infer<typeof activeChallengesSchema>;

export const achievementSchema = z.object({
  id: z.string().uuid(),
  achievementType: z.enum(['tier', 'goal_milestone', 'challenge']),
  title: z.string(),
  description: z.string().nullable(),
  goalId: z.string().uuid().nullable(),
  earnedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/achievements: everything earned (newest first) and the tier ladder. */
export const achievementsResponseSchema = z.object({
  totalRecordings: z.number().int(),
  achievements: z.array(achievementSchema),
  tiers: z.array(tierSchema.extend({ earned: z.boolean(), earnedAt: z.string().nullable() })),
  currentTier: tierSchema.nullable(),
  nextTier: tierSchema.nullable(),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
