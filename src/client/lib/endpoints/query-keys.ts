import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CHANGED_BY_ANALYSIS_KEYS } from '@shared/api/changed-by-analysis';
import { routes } from '@shared/api/contract';
import { queryKeyPath } from '@shared/api/route';

/*
 * Cache keys are the API paths (product rules R7.4), built by the API contract's queryKey,
 * so every screen that reads the same data shares one cache entry, and a change can name
 * what it refreshes by path.
 */
/** The history a page of `limit` at a time (decision 188): its path with the query it sends. */
export const recordingsPagesQueryKey = (limit: number) =>
  [`${routes.listRecordings.path}?limit=${limit}`] as const;
export const recordingQueryKey = (id: string) => routes.getRecording.queryKey({ id });
export const PRACTICE_LIMIT_QUERY_KEY = routes.getPracticeLimit.queryKey();
export const DAILY_PROMPT_QUERY_KEY = routes.getDailyPrompt.queryKey();

export const PLANS_QUERY_KEY = routes.listPlans.queryKey();
export const SUBSCRIPTION_STATUS_QUERY_KEY = routes.getSubscriptionStatus.queryKey();

export const ANALYSIS_STATS_QUERY_KEY = routes.getAnalysisStats.queryKey();
export const USER_STATS_QUERY_KEY = routes.getUserStats.queryKey();
export const MASTERY_OVERVIEW_QUERY_KEY = routes.getMasteryOverview.queryKey();
export const MASTERY_SKILLS_QUERY_KEY = routes.getMasterySkills.queryKey();
export const ACTIVE_CHALLENGES_QUERY_KEY = routes.listActiveChallenges.queryKey();
export const ACHIEVEMENTS_QUERY_KEY = routes.listAchievements.queryKey();
export const CRUTCH_PHRASES_QUERY_KEY = routes.getCrutchPhrases.queryKey();
/** The client's open assignments: attempts left move with each analysis. */
export const CLIENT_ASSIGNMENTS_QUERY_KEY = routes.listClientAssignments.queryKey();

export const COACH_CLIENTS_QUERY_KEY = routes.listCoachClients.queryKey();
export const COACH_CLIENT_RESULTS_QUERY_KEY = routes.listClientResults.queryKey();
export const clientRecordingsQueryKey = (clientId: string) =>
  routes.getClientRecordings.queryKey({ id: clientId });
export const clientCrutchPhrasesQueryKey = (clientId: string) =>
  routes.getClientCrutchPhrases.queryKey({ id: clientId });

export const ADMIN_STATS_QUERY_KEY = routes.getAdminStats.queryKey();

export const GOAL_TEMPLATES_QUERY_KEY = routes.listGoalTemplates.queryKey();
export const GOALS_QUERY_KEY = routes.listGoals.queryKey();
export const ACTIVE_GOAL_QUERY_KEY = routes.getActiveGoal.queryKey();
export const goalProgressQueryKey = (goalId: string) =>
  routes.getGoalProgress.queryKey({ id: goalId });

/**
 * What deleting a recording changes (product rules R7.20: the history and the stats) and
 * the progress read from the remaining sessions: mastery, challenges, goals, achievements,
 * crutch phrases.
 * The monthly count is read again too, though a deleted recording does not give its
 * session back (R4.64), so the page never shows a stale figure.
 */
const CHANGED_BY_DELETE = [
  routes.listRecordings,
  routes.getUserStats,
  routes.getAnalysisStats,
  routes.getPracticeLimit,
  routes.getMasteryOverview,
  routes.getMasterySkills,
  routes.listActiveChallenges,
  routes.listGoals,
  routes.listAchievements,
  routes.getCrutchPhrases,
].map(queryKeyPath);

/**
 * What a subscription change (a confirmed checkout, a cancellation, a reactivation) changes:
 * the user's own subscription status (the header's Premium tag), the status itself and the
 * monthly practice limit, which premium lifts.
 */
const CHANGED_BY_SUBSCRIPTION = [
  routes.currentUser,
  routes.getSubscriptionStatus,
  routes.getPracticeLimit,
].map(queryKeyPath);

/** True when the key's path is one of `paths` or lies under one (the active goal's, say). */
export function keyUnder(key: QueryKey, paths: readonly string[]): boolean {
  const head = key[0];
  return (
    typeof head === 'string' &&
    paths.some(
      (path) => head === path || head.startsWith(`${path}/`) || head.startsWith(`${path}?`),
    )
  );
}

/** After an analysis, what @shared/api/changed-by-analysis lists (product rules R7.19). */
export function invalidateAfterAnalysis(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, CHANGED_BY_ANALYSIS_KEYS),
  });
}

export function invalidateAfterDelete(queryClient: QueryClient, id: string): Promise<void> {
  // The deleted recording's own query would only fetch a 404 now.
  queryClient.removeQueries({ queryKey: recordingQueryKey(id), exact: true });
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, CHANGED_BY_DELETE),
  });
}

/** After a goal is chosen: the list, the active goal and every goal's progress. */
export function invalidateGoals(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, [GOALS_QUERY_KEY[0]]),
  });
}

export function invalidateAfterSubscriptionChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, CHANGED_BY_SUBSCRIPTION),
  });
}

/** After a client is added or removed: both coach lists (product rules R7.15). */
export function invalidateCoachLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      keyUnder(query.queryKey, [COACH_CLIENTS_QUERY_KEY[0], COACH_CLIENT_RESULTS_QUERY_KEY[0]]),
  });
}
