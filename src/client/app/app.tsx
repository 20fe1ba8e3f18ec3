import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router, type BaseLocationHook } from 'wouter';
import { AppLayout } from '@client/components/layout/app-layout';
import { AuthDialogHost } from '@client/features/auth/auth-dialog-host';
import { queryClient as defaultQueryClient } from '@client/lib/query-client';
import { AppRoutes } from './app-routes';

/**
 * The toasts' host (Radix, about 12 KiB) loads after the first paint: `toast()` keeps what is
 * raised meanwhile, and the host shows it once there (decision 176).
 */
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

type AppProps = {
  /** Tests pass their own client and an in-memory location; the browser uses the defaults. */
  queryClient?: QueryClient;
  locationHook?: BaseLocationHook;
};

export function App({ queryClient = defaultQueryClient, locationHook }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Without a hook, wouter reads the browser's address bar. */}
      <Router {...(locationHook ? { hook: locationHook } : {})}>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <AuthDialogHost />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}
