import {
  activeGoalResponseSchema,
  goalIdParamsSchema,
  goalListResponseSchema,
  goalProgressResponseSchema,
  goalSessionRequestSchema,
  goalSessionResponseSchema,
  goalTemplateListSchema,
  selectGoalRequestSchema,
  selectGoalResponseSchema,
} from '../../goals/schemas';
import { crutchPhrasesSchema } from '../../progress/crutch-phrases';
import { dashboardSummarySchema } from '../../progress/dashboard';
import {
  achievementsResponseSchema,
  activeChallengesSchema,
  analysisStatsSchema,
  masteryOverviewSchema,
  masterySkillsSchema,
  userStatsSchema,
} from '../../progress/schemas';
import { dailyPromptSchema } from '../../prompts/schemas';
import { defineCachedRoute, defineRoute } from '../route';

const SIGNED_IN = ['UNAUTHENTICATED'] as const;

/** The dashboard's progress, the goals, and today's prompt. */
export const PROGRESS_ROUTES = {
  /** The progress cards' endpoints below in one answer, for the dashboard's first paint. */
  getDashboardSummary: defineCachedRoute({
    method: 'GET',
    path: '/api/dashboard',
    response: dashboardSummarySchema,
    codes: SIGNED_IN,
  }),
  getAnalysisStats: defineCachedRoute({
    method: 'GET',
    path: '/api/user/analysis-stats',
    response: analysisStatsSchema,
    codes: SIGNED_IN,
  }),
  getUserStats: defineCachedRoute({
    method: 'GET',
    path: '/api/user/stats',
    response: userStatsSchema,
    codes: SIGNED_IN,
  }),
  getMasteryOverview: defineCachedRoute({
    method: 'GET',
    path: '/api/mastery/overview',
    response: masteryOverviewSchema,
    codes: SIGNED_IN,
  }),
  getMasterySkills: defineCachedRoute({
    method: 'GET',
    path: '/api/mastery/skills',
    response: masterySkillsSchema,
    codes: SIGNED_IN,
  }),
  listActiveChallenges: defineCachedRoute({
    method: 'GET',
    path: '/api/challenges/active',
    response: activeChallengesSchema,
    codes: SIGNED_IN,
  }),
  listAchievements: defineCachedRoute({
    method: 'GET',
    path: '/api/achievements',
    response: achievementsResponseSchema,
    codes: SIGNED_IN,
  }),
  getCrutchPhrases: defineCachedRoute({
    method: 'GET',
    path: '/api/progress/crutch-phrases',
    response: crutchPhrasesSchema,
    codes: SIGNED_IN,
  }),

  listGoalTemplates: defineCachedRoute({
    method: 'GET',
    path: '/api/goal-templates',
    response: goalTemplateListSchema,
    codes: [],
  }),
  selectGoal: defineRoute({
    method: 'POST',
    path: '/api/goals/select',
    body: selectGoalRequestSchema,
    response: selectGoalResponseSchema,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  listGoals: defineCachedRoute({
    method: 'GET',
    path: '/api/goals',
    response: goalListResponseSchema,
    codes: SIGNED_IN,
  }),
  getActiveGoal: defineCachedRoute({
    method: 'GET',
    path: '/api/goals/active',
    response: activeGoalResponseSchema,
    codes: SIGNED_IN,
  }),
  recordGoalSession: defineRoute({
    method: 'POST',
    path: '/api/goals/:id/session',
    params: goalIdParamsSchema,
    body: goalSessionRequestSchema,
    response: goalSessionResponseSchema,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  getGoalProgress: defineCachedRoute({
    method: 'GET',
    path: '/api/goals/:id/progress',
    params: goalIdParamsSchema,
    response: goalProgressResponseSchema,
    codes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),

  getDailyPrompt: defineCachedRoute({
    method: 'GET',
    path: '/api/daily-prompt',
    response: dailyPromptSchema,
    codes: ['NOT_FOUND'],
  }),
};
