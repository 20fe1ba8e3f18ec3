import { lazy, Suspense, useEffect } from 'react';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '@client/hooks/use-auth-dialog';
import { useAuthUrlParams } from './use-auth-url-params';

/*
 * The dialog's forms, their schemas and the goal step are a chunk of their own:
 * a first visit to a public page does not pay for them. The chunk is fetched
 * once the page is idle, so opening the dialog is still immediate.
 */
const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(timer);
  }, [load]);
}

/** Mounted once by the app: the one authentication dialog, opened through useAuthDialog. */
export function AuthDialogHost() {
  const { open, mode, openCount } = useAuthDialog();
  useAuthUrlParams();
  usePrefetchWhenIdle(loadAuthDialog);
  // Nothing to render (or load) until someone first asks for the dialog.
  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        // Each opening starts from empty forms.
        key={openCount}
        open={open}
        initialMode={mode}
        onOpenChange={(next) => (next ? openAuthDialog(mode) : closeAuthDialog())}
      />
    </Suspense>
  );
}
