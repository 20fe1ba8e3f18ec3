import { ForcedPasswordChangeDialog } from '@client/features/account/forced-password-change-dialog';
import { DashboardPage as Dashboard } from '@client/features/dashboard/dashboard-page';

/** The dashboard, with the forced password change over it when the account needs one. */
export function DashboardPage() {
  return (
    <>
      <Dashboard />
      <ForcedPasswordChangeDialog />
    </>
  );
}
