import { QueryClient, timeoutManager } from '@tanstack/react-query';
import {
  CURRENT_USER_CACHE_MS,
  PRACTICE_LIMIT_CACHE_MS,
  SUBSCRIPTION_STATUS_CACHE_MS,
} from '@shared/client-config/cache';
import { getQueryFn } from './api';

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

/** Cache lifetimes of the queries that name one (spec §7 and §9 of both documents). */
export const QUERY_CACHE = {
  currentUser: { staleTime: CURRENT_USER_CACHE_MS, gcTime: CURRENT_USER_CACHE_MS },
  subscriptionStatus: {
    staleTime: SUBSCRIPTION_STATUS_CACHE_MS,
    gcTime: SUBSCRIPTION_STATUS_CACHE_MS,
  },
  practiceLimit: { staleTime: PRACTICE_LIMIT_CACHE_MS, gcTime: PRACTICE_LIMIT_CACHE_MS },
} as const;

/**
 * Cached data never goes stale by itself, is not refetched on focus or
 * reconnect, and failed queries and mutations are not retried (accounts spec §7):
 * screens refresh data explicitly after the changes that affect it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single client; tests build their own with createQueryClient. */
export const queryClient = createQueryClient();
