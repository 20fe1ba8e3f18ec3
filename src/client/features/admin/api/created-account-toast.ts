import type { AdminCreatedAccount } from '@shared/admin/schemas';
import type { ToastInput } from '@client/hooks/use-toast';

/** The email could not go out, but the account exists: the admin passes the details on. */
export const CREDENTIALS_NOT_SENT =
  'The email with the temporary password could not be sent; please share the sign-in details yourself.';

/**
 * The admin forms' success toast (product rules R8.12; decision 80): it carries the server's
 * message and says whether the credentials were emailed.
 */
export function createdAccountToast(title: string, created: AdminCreatedAccount): ToastInput {
  const sent = created.emailSent
    ? `Sign-in details were emailed to ${created.user.email}.`
    : CREDENTIALS_NOT_SENT;
  return { title, description: `${created.message} ${sent}` };
}
