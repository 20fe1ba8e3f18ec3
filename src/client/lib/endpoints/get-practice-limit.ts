import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeLimit } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { QUERY_CACHE } from '@client/lib/query-client';
import { requestJson } from '@client/lib/request-json';
import { PRACTICE_LIMIT_QUERY_KEY } from './query-keys';
import { onlyWhen } from '@client/lib/query-client';

export function fetchPracticeLimit(): Promise<PracticeLimit> {
  return requestJson(routes.getPracticeLimit);
}

export const practiceLimitQueryOptions = () =>
  queryOptions({
    queryKey: PRACTICE_LIMIT_QUERY_KEY,
    queryFn: fetchPracticeLimit,
    ...QUERY_CACHE.practiceLimit,
  });

/** GET /api/user/practice-limit: this month's sessions against the plan (signed in only). */
export function usePracticeLimit({ enabled }: { enabled: boolean }) {
  return useQuery({ ...practiceLimitQueryOptions(), ...onlyWhen(enabled) });
}
