import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUserResponse } from '@shared/auth/user';
import { Toaster } from '@client/components/ui/toaster';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { createQueryClient } from '@client/lib/query-client';

type RenderOptions = {
  path?: string;
  /** The current user already in the cache, as after a first GET /api/auth/me. */
  me?: CurrentUserResponse;
  /**
   * How long a toast stays. By default toasts stay until closed: the 5 s of the product run on
   * the wall clock, and a busy machine would close a toast (and its Undo) before the test reads
   * or clicks it. The toaster's own test checks the 5 s with fake timers.
   */
  toastDuration?: number;
};

/** Toasts that never close by themselves (Radix's timer treats Infinity as "no timer"). */
const TOASTS_STAY = Number.POSITIVE_INFINITY;

/**
 * Renders one screen or component with what the app gives it: a fresh query
 * client, an in-memory location and the toaster.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', me, toastDuration = TOASTS_STAY }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, me);
  const location = memoryLocation({ path, record: true });
  // A wrapper, so rerender() keeps the providers around the new element.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {children}
        <Toaster duration={toastDuration} />
      </Router>
    </QueryClientProvider>
  );
  const view = render(ui, { wrapper });
  const currentPath = () => location.history?.at(-1);
  return { ...view, queryClient, location, currentPath };
}

/** renderHook with the same providers, for hooks that read the location, queries or toasts. */
export function renderHookWithProviders<Result>(
  hook: () => Result,
  { path = '/', me, toastDuration = TOASTS_STAY }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, me);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {children}
        <Toaster duration={toastDuration} />
      </Router>
    </QueryClientProvider>
  );
  const view = renderHook(hook, { wrapper });
  const currentPath = () => location.history?.at(-1);
  return { ...view, queryClient, location, currentPath };
}
