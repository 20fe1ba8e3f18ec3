import { z } from 'zod';
import { recordingListSchema } from '../recordings/schemas';
import { crutchPhrasesSchema } from './crutch-phrases';
import {
  achievementsResponseSchema,
  activeChallengesSchema,
  analysisStatsSchema,
  masteryOverviewSchema,
  masterySkillsSchema,
  userStatsSchema,
} from './schemas';

/** The Practice History card shows this many of the latest sessions (product rules R2.67). */
export const DASHBOARD_LATEST_SESSIONS = 5;

/**
 * GET /api/dashboard (decision 188): what the dashboard's progress cards read, in one answer,
 * each part exactly what its own endpoint answers, so the client files each under that
 * endpoint's cache key and a later change refreshes the parts one by one.
 */
export const dashboardSummarySchema = z.object({
  userStats: userStatsSchema,
  analysisStats: analysisStatsSchema,
  masteryOverview: masteryOverviewSchema,
  masterySkills: masterySkillsSchema,
  activeChallenges: activeChallengesSchema,
  achievements: achievementsResponseSchema,
  crutchPhrases: crutchPhrasesSchema,
  /** The first page of the history, DASHBOARD_LATEST_SESSIONS long. */
  latestRecordings: recordingListSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
