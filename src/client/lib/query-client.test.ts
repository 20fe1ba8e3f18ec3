import { QueryObserver, timeoutManager } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TIMER_DELAY_MS,
  QUERY_CACHE,
  REQUEST_RETRY,
  createQueryClient,
  queryClient,
} from './query-client';

const DAY_MS = 24 * 60 * 60 * 1_000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('query client defaults', () => {
  it('never lets data go stale, never refetches on focus or reconnect', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
    // Reads retry by the one rule (api.test.ts tries it); writes only where they say so.
    expect(queries?.retry).toBe(REQUEST_RETRY.retry);
    expect(mutations?.retry).toBeUndefined();
    expect(queries?.queryFn).toBeTypeOf('function');
  });

  it('reads the joined query key by default and throws on 401', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('no', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['/api/goals', 'active'] }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/goals/active');
  });

  it('holds every read but the current user while a temporary password waits to be replaced', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const me = routes.currentUser.queryKey();
    client.setQueryData(me, { user: { requiresPasswordChange: true } });
    const goals = new QueryObserver(client, { queryKey: ['/api/goals'] });
    const unsubscribe = goals.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();

    // Changed: the screens read what they were waiting for.
    client.setQueryData(me, { user: { requiresPasswordChange: false } });
    await client.invalidateQueries();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/goals']);
    unsubscribe();
  });

  it('exports one shared client', () => {
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(Infinity);
  });
});

describe('per-query cache lifetimes', () => {
  it('keeps the current user 30 days, subscription status 5 minutes, practice limit 1 second', () => {
    expect(QUERY_CACHE.currentUser).toEqual({ staleTime: 30 * DAY_MS, gcTime: 30 * DAY_MS });
    expect(QUERY_CACHE.subscriptionStatus).toEqual({ staleTime: 300_000, gcTime: 300_000 });
    expect(QUERY_CACHE.practiceLimit).toEqual({ staleTime: 1_000, gcTime: 1_000 });
  });

  it('caps timers at the platform maximum so a 30-day cache is not dropped at once', () => {
    // The fake clock runs a delay past the maximum at once, as browsers and Node do.
    vi.useFakeTimers();
    const fired = vi.fn();
    timeoutManager.setTimeout(fired, 30 * DAY_MS);
    vi.advanceTimersByTime(1_000);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS - 1_000);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('keeps an unused current-user entry well past a day', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    client.setQueryDefaults(['/api/auth/me'], QUERY_CACHE.currentUser);
    client.setQueryData(['/api/auth/me'], { user: null });
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(client.getQueryData(['/api/auth/me'])).toEqual({ user: null });
  });
});
