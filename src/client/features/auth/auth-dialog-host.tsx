import { closeAuthDialog, openAuthDialog, useAuthDialog } from '@client/hooks/use-auth-dialog';
import { AuthDialog } from './auth-dialog';
import { useAuthUrlParams } from './use-auth-url-params';

/** Mounted once by the app: the one authentication dialog, opened through useAuthDialog. */
export function AuthDialogHost() {
  const { open, mode, openCount } = useAuthDialog();
  useAuthUrlParams();
  return (
    <AuthDialog
      // Each opening starts from empty forms.
      key={openCount}
      open={open}
      initialMode={mode}
      onOpenChange={(next) => (next ? openAuthDialog(mode) : closeAuthDialog())}
    />
  );
}
