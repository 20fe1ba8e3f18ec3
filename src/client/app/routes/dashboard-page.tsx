import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';
import { ForcedPasswordChangeDialog } from '@client/features/account/forced-password-change-dialog';
import { useAuth } from '@client/lib/auth';
import { firstName } from './first-name';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <UpcomingFeature
        title="Dashboard"
        description={user ? `Welcome, ${firstName(user.name)}!` : undefined}
        notice={`Your progress dashboard is not available in ${PRODUCT_NAME} yet.`}
        action={{ href: '/practice', label: 'Start a practice session' }}
      />
      <ForcedPasswordChangeDialog />
    </>
  );
}
