import { PRODUCT_NAME } from '@shared/product';
import { PageLoading } from '@client/components/layout/page-loading';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';
import { LOGIN_HREF } from '@client/components/layout/site-links';
import { useAuth } from '@client/lib/auth';

export function SettingsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  // Settings stays on its URL when signed out and says why (accounts spec §2).
  if (!user) {
    return (
      <UpcomingFeature
        title="Settings"
        notice="Please log in to access settings."
        action={{ href: LOGIN_HREF, label: 'Login' }}
      />
    );
  }
  return (
    <UpcomingFeature
      title="Settings"
      notice={`Account settings are not available in ${PRODUCT_NAME} yet.`}
      action={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
