import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';

/*
 * Cache keys are the API paths (accounts spec §7: "the path formed from the cache key"),
 * so other screens' queries of the same data share them.
 */
export const RECORDINGS_QUERY_KEY = ['/api/recordings'] as const;
export const recordingQueryKey = (id: string) => [...RECORDINGS_QUERY_KEY, id] as const;
export const PRACTICE_LIMIT_QUERY_KEY = ['/api/user/practice-limit'] as const;
export const DAILY_PROMPT_QUERY_KEY = ['/api/daily-prompt'] as const;

/**
 * What a finished analysis changes (practice spec §7): the user (total sessions), their
 * stats, goals and achievements, the history and the monthly count. Mastery and
 * challenges move with every session as well.
 */
const CHANGED_BY_ANALYSIS = [
  CURRENT_USER_QUERY_KEY[0],
  '/api/user/analysis-stats',
  '/api/user/stats',
  '/api/stats',
  '/api/goals',
  '/api/achievements',
  '/api/mastery',
  '/api/challenges',
  RECORDINGS_QUERY_KEY[0],
  PRACTICE_LIMIT_QUERY_KEY[0],
];

/**
 * What deleting a recording changes (practice spec §7), and the monthly count: a deleted
 * recording frees its place (docs/decisions.md, 49).
 */
const CHANGED_BY_DELETE = [
  RECORDINGS_QUERY_KEY[0],
  '/api/stats',
  '/api/user/stats',
  '/api/user/analysis-stats',
  PRACTICE_LIMIT_QUERY_KEY[0],
];

/** True when the key's path is one of `paths` or lies under one ('/api/goals/active'). */
export function keyUnder(key: QueryKey, paths: readonly string[]): boolean {
  const head = key[0];
  return (
    typeof head === 'string' &&
    paths.some(
      (path) => head === path || head.startsWith(`${path}/`) || head.startsWith(`${path}?`),
    )
  );
}

export function invalidateAfterAnalysis(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, CHANGED_BY_ANALYSIS),
  });
}

export function invalidateAfterDelete(queryClient: QueryClient, id: string): Promise<void> {
  // The deleted recording's own query would only fetch a 404 now.
  queryClient.removeQueries({ queryKey: recordingQueryKey(id), exact: true });
  return queryClient.invalidateQueries({
    predicate: (query) => keyUnder(query.queryKey, CHANGED_BY_DELETE),
  });
}
