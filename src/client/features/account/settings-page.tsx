import { isCoach } from '@shared/auth/roles';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/auth';
import { AccountInfoCard } from './account-info-card';
import { DeleteAccountCard } from './delete-account-card';
import { FillerExceptionsCard } from './filler-exceptions-card';
import { CoachingEmailsCard, PrivacyCard, SecurityCard, YourCoachCard } from './settings-cards';
import { SubscriptionCard } from './subscription-card';

/** Back to settings after signing in from here. */
const SIGN_IN_TO_SETTINGS = '/?login=true&redirect=/settings';

/** /settings (product rules R2.13 and R2.32). */
export function SettingsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <PageContainer>
        <PageHeader title="Settings" />
        <Card className="max-w-2xl">
          <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p>Please log in to access settings.</p>
            <Button asChild>
              <Link href={SIGN_IN_TO_SETTINGS}>Login</Link>
            </Button>
          </CardContent>
        </Card>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title="Settings"
        description="Your account, subscription, password and privacy."
      />
      <div className="grid max-w-3xl gap-6">
        <AccountInfoCard user={user} />
        {user.userRole === 'client' && user.coach ? <YourCoachCard coach={user.coach} /> : null}
        <SubscriptionCard user={user} />
        <SecurityCard />
        <PrivacyCard user={user} />
        <FillerExceptionsCard />
        {isCoach(user) || user.isCoachManaged ? <CoachingEmailsCard user={user} /> : null}
        <DeleteAccountCard />
      </div>
    </PageContainer>
  );
}
