import { ForcedPasswordChangeDialog } from '@client/features/account/forced-password-change-dialog';
import { CoachDashboardPage as CoachDashboard } from '@client/features/coach/coach-dashboard-page';

/** The coach dashboard, with the forced password change over it when the account needs one. */
export function CoachDashboardPage() {
  return (
    <>
      <CoachDashboard />
      <ForcedPasswordChangeDialog />
    </>
  );
}
