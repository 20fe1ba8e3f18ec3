import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router, type BaseLocationHook } from 'wouter';
import { AppLayout } from '@client/components/layout/app-layout';
import { Toaster } from '@client/components/ui/toaster';
import { AuthDialogHost } from '@client/features/auth/auth-dialog-host';
import { queryClient as defaultQueryClient } from '@client/lib/query-client';
import { AppRoutes } from './app-routes';

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
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
}
