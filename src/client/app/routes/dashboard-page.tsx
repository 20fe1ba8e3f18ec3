import { ForcedPasswordChangeDialog } from '@client/features/account/forced-password-change-dialog';
import { PaymentConfirmationBanner } from '@client/features/billing/payment-return/payment-confirmation-banner';
import { DashboardPage as Dashboard } from '@client/features/dashboard/dashboard-page';

/**
 * The dashboard, with a payment being confirmed above it when the person is back from
 * checkout, and the forced password change over it when the account needs one.
 */
export function DashboardPage() {
  return (
    <>
      <PaymentConfirmationBanner />
      <Dashboard />
      <ForcedPasswordChangeDialog />
    </>
  );
}
