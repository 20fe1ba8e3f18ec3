import { createContext, useContext } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { DASHBOARD_LATEST_SESSIONS, type DashboardSummary } from '@shared/progress/dashboard';
import {
  ACHIEVEMENTS_QUERY_KEY,
  ACTIVE_CHALLENGES_QUERY_KEY,
  ANALYSIS_STATS_QUERY_KEY,
  CRUTCH_PHRASES_QUERY_KEY,
  MASTERY_OVERVIEW_QUERY_KEY,
  MASTERY_SKILLS_QUERY_KEY,
  USER_STATS_QUERY_KEY,
  recordingsPagesQueryKey,
} from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

/*
 * The dashboard opens with one request for its progress cards, GET /api/dashboard, rather than
 * one per card (decision 188). Each part is filed under its own endpoint's key, so every card
 * reads the cache it always read, and a change (an analysis, a deletion) refreshes the parts it
 * names one by one, as before.
 */

/** Files each part of the summary under the key of the endpoint that answers it alone. */
export function fileDashboardSummary(queryClient: QueryClient, summary: DashboardSummary) {
  queryClient.setQueryData(USER_STATS_QUERY_KEY, summary.userStats);
  queryClient.setQueryData(ANALYSIS_STATS_QUERY_KEY, summary.analysisStats);
  queryClient.setQueryData(MASTERY_OVERVIEW_QUERY_KEY, summary.masteryOverview);
  queryClient.setQueryData(MASTERY_SKILLS_QUERY_KEY, summary.masterySkills);
  queryClient.setQueryData(ACTIVE_CHALLENGES_QUERY_KEY, summary.activeChallenges);
  queryClient.setQueryData(ACHIEVEMENTS_QUERY_KEY, summary.achievements);
  queryClient.setQueryData(CRUTCH_PHRASES_QUERY_KEY, summary.crutchPhrases);
  queryClient.setQueryData(
    recordingsPagesQueryKey(DASHBOARD_LATEST_SESSIONS),
    summary.latestRecordings,
  );
}

/**
 * GET /api/dashboard, each time the dashboard opens (kept no longer than it is shown: the
 * parts live on under their own keys).
 */
export function useDashboardSummary() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: routes.getDashboardSummary.queryKey(),
    queryFn: async () => {
      const summary = await requestJson(routes.getDashboardSummary);
      fileDashboardSummary(queryClient, summary);
      return summary;
    },
    gcTime: 0,
  });
}

/**
 * False while the dashboard's summary is on its way: its cards wait for it rather than ask for
 * their parts themselves. Outside the dashboard, and once the summary has come or failed, true:
 * a card then reads its own endpoint when its cache is empty or stale.
 */
const DashboardSummaryReady = createContext(true);
export const DashboardSummaryGate = DashboardSummaryReady.Provider;
export const useDashboardSummaryReady = () => useContext(DashboardSummaryReady);
