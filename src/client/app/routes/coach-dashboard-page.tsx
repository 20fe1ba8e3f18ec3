import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';
import { ForcedPasswordChangeDialog } from '@client/features/account/forced-password-change-dialog';
import { useAuth } from '@client/lib/auth';
import { firstName } from '@client/lib/first-name';

export function CoachDashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <UpcomingFeature
        title="Coach Dashboard"
        description={user ? `Welcome, ${firstName(user.name)}!` : undefined}
        notice={`Managing clients and reviewing their results is not available in ${PRODUCT_NAME} yet.`}
        action={{ href: '/settings', label: 'Account settings' }}
      />
      <ForcedPasswordChangeDialog />
    </>
  );
}
