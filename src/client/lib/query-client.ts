import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { CURRENT_USER_ROUTE } from '@shared/api/contract/current-user';
import {
  CURRENT_USER_CACHE_MS,
  PRACTICE_LIMIT_CACHE_MS,
  SUBSCRIPTION_STATUS_CACHE_MS,
} from '@shared/client-config/cache';
import { RETRY_MAX_ATTEMPTS, retryDelayMs } from '@shared/client-config/request';
import { getQueryFn } from './api';
import { isRetryable } from './api-error';

/**
 * Browsers and Node run a timer whose delay exceeds 2^31-1 ms (about 24.8 days)
 * at once. The current user's 30-day cache would then be dropped the moment it
 * goes unused, so longer delays are capped: the cache lives about 24.8 days,
 * which no browser tab outlives in practice.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, Math.min(delay, MAX_TIMER_DELAY_MS)),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, Math.min(delay, MAX_TIMER_DELAY_MS)),
  clearInterval: (id) => clearInterval(id),
});

/** Cache lifetimes of the queries that name one (product rules R7.7 and R9.9). */
export const QUERY_CACHE = {
  currentUser: { staleTime: CURRENT_USER_CACHE_MS, gcTime: CURRENT_USER_CACHE_MS },
  subscriptionStatus: {
    staleTime: SUBSCRIPTION_STATUS_CACHE_MS,
    gcTime: SUBSCRIPTION_STATUS_CACHE_MS,
  },
  practiceLimit: { staleTime: PRACTICE_LIMIT_CACHE_MS, gcTime: PRACTICE_LIMIT_CACHE_MS },
} as const;

/**
 * TanStack's retry options for a call that may go again: a lost connection or a gateway's
 * 502-504 (isRetryable), up to RETRY_MAX_ATTEMPTS in all, 1 s then 2 s apart. Every query
 * has them; a mutation only where sending it twice is harmless or expected (the upload).
 */
export const REQUEST_RETRY = {
  retry: (failureCount: number, error: unknown) =>
    failureCount < RETRY_MAX_ATTEMPTS - 1 && isRetryable(error),
  retryDelay: (failureCount: number) => retryDelayMs(failureCount),
} as const;

/**
 * Cached data never goes stale by itself and is not refetched on focus or reconnect:
 * screens refresh data explicitly after the changes that affect it (product rules R7.6).
 * Queries retry a lost connection or a gateway error (REQUEST_RETRY); mutations do not,
 * unless they say so.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        // While a temporary password waits to be replaced, the server answers nothing but
        // the current user (403 PASSWORD_CHANGE_REQUIRED, decision 167): the screens behind
        // the 'Change Your Password' dialog wait, and read once the change is made.
        enabled: (query) =>
          sameKey(query.queryKey, CURRENT_USER_KEY) || !waitsForPasswordChange(client),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        ...REQUEST_RETRY,
      },
    },
  });
  return client;
}

/**
 * A query's `enabled` for a hook that may be off: off when `enabled` is false, else the
 * default, which also holds it while a temporary password waits to be replaced.
 */
export const onlyWhen = (enabled: boolean) => (enabled ? {} : ({ enabled: false } as const));

/** GET /api/auth/me's key (auth.ts reads it; named here, as auth.ts imports this file). */
const CURRENT_USER_KEY = CURRENT_USER_ROUTE.queryKey();
const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/** Whether the signed-in user must replace a temporary password before anything else. */
function waitsForPasswordChange(client: QueryClient): boolean {
  const current = client.getQueryData<{ user?: { requiresPasswordChange?: boolean } | null }>(
    CURRENT_USER_KEY,
  );
  return current?.user?.requiresPasswordChange === true;
}

/** The app's single client; tests build their own with createQueryClient. */
export const queryClient = createQueryClient();
