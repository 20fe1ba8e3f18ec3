import { lazy, Suspense, useEffect } from 'react';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '@client/hooks/use-auth-dialog';
import { useAuth } from '@client/lib/auth';
import { useAuthUrlParams } from './use-auth-url-params';

/*
 * The dialog's forms, their schemas and the goal step are a chunk of their own, fetched when
 * a guest heads for a control that opens it (pointer, touch, focus) or opens it: a first
 * visit that never does, and a signed-in person, never download it (decision 194).
 */
const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

/** Mounted once by the app: the one authentication dialog, opened through useAuthDialog. */
export function AuthDialogHost() {
  const { open, mode, openCount, wanted } = useAuthDialog();
  const { user } = useAuth();
  useAuthUrlParams();
  const fetchCode = wanted && !user;
  useEffect(() => {
    if (fetchCode) void loadAuthDialog().catch(() => undefined);
  }, [fetchCode]);
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
