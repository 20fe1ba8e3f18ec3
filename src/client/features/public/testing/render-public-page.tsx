import type { ReactElement } from 'react';
import type { CurrentUserResponse } from '@shared/auth/user';
import { useAuthDialog } from '@client/hooks/use-auth-dialog';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';

/** Shows the auth dialog's store, since the dialog itself is mounted by the app, not the page. */
function AuthDialogProbe() {
  const { open, mode } = useAuthDialog();
  return <output aria-label="auth dialog">{open ? `open: ${mode}` : 'closed'}</output>;
}

/** A public page as a guest or a signed-in user would see it, with the auth dialog's state. */
export function renderPublicPage(page: ReactElement, me: CurrentUserResponse) {
  fakeApi({ 'GET /api/auth/me': { body: me } });
  return renderWithProviders(
    <>
      {page}
      <AuthDialogProbe />
    </>,
    { me },
  );
}
