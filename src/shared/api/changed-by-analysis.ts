import { routes } from './contract';
import { queryKeyPath } from './route';

/**
 * What a finished analysis changes (product rules R7.19): the user (total sessions), their
 * stats, goals (the list, the active one and each goal's progress), achievements, mastery and
 * challenges, the history (each recording and its comments), the monthly count, the crutch
 * phrases, the attempts left on the person's assignments, and the dashboard's summary of
 * its progress cards (decision 188).
 */
export const CHANGED_BY_ANALYSIS = [
  routes.currentUser,
  routes.getAnalysisStats,
  routes.getUserStats,
  routes.listGoals,
  routes.listAchievements,
  routes.getMasteryOverview,
  routes.getMasterySkills,
  routes.listActiveChallenges,
  routes.listRecordings,
  routes.getPracticeLimit,
  routes.getCrutchPhrases,
  routes.listClientAssignments,
  routes.getDashboardSummary,
] as const;

/**
 * Their keys' paths (R7.4): a cached answer is stale after an analysis when its key begins
 * with one of these, or with one followed by '/' (the active goal under the goals, say).
 */
export const CHANGED_BY_ANALYSIS_KEYS: readonly string[] = CHANGED_BY_ANALYSIS.map(queryKeyPath);
