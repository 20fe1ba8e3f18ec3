import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_MESSAGES } from '@shared/admin/messages';
import { PRODUCT_NAME } from '@shared/product';
import { AccessDeniedPage } from '@client/components/layout/access-denied-page';
import { PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { LoadError, LoadingBlock } from '@client/components/query-states';
import { toast } from '@client/hooks/use-toast';
import { hasStatus, serverMessage } from '@client/lib/api-error';
import { useAuth } from '@client/lib/auth';
import { useAdminStats } from './api/get-admin-stats';
import { CoachesOverview } from './coaches-overview';
import { CreateCoachForm } from './create-coach-form';
import { CreateUserForm } from './create-user-form';
import { RecordingsChart } from './recordings-chart';
import { DistributionPanel, StatsCards, UsagePanel } from './stats-overview';
import { UserActivityTable } from './user-activity-table';

/**
 * /admin (product rules R2.75 and R2.12): platform statistics, refreshed every 30 s, and the forms
 * that create coaches and users. Whatever the route let through, the server has the last word: a
 * 401 sends the visitor home, a 403 shows 'Access Denied'.
 */
export function AdminDashboardPage() {
  const { user, isLoading } = useAuth();
  const stats = useAdminStats({ enabled: user !== null });
  if (isLoading) return <PageLoading />;
  if (!user || hasStatus(stats.error, 401)) return <SignInRequired />;
  if (hasStatus(stats.error, 403) || serverMessage(stats.error) === ADMIN_MESSAGES.required) {
    return <AccessDeniedPage email={user.email} />;
  }

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="[&>div]:mb-0">
        <PageHeader
          title="Admin Dashboard"
          description={`Platform statistics for ${PRODUCT_NAME}, refreshed every 30 seconds.`}
        />
      </div>
      {stats.isError ? (
        <LoadError
          message="Failed to load admin stats"
          detail={serverMessage(stats.error) ?? undefined}
          onRetry={() => void stats.refetch()}
        />
      ) : stats.isPending ? (
        <LoadingBlock what="admin stats" rows={4} />
      ) : (
        <>
          <StatsCards stats={stats.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <DistributionPanel stats={stats.data} />
            <UsagePanel stats={stats.data} />
          </div>
          <RecordingsChart days={stats.data.dailyRecordings} />
          <CoachesOverview coaches={stats.data.coaches} />
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateCoachForm />
        <CreateUserForm />
      </div>
      {stats.data ? <UserActivityTable activity={stats.data.userActivity} /> : null}
      <footer className="border-t border-border pt-4 text-sm text-muted-foreground">
        {PRODUCT_NAME} administration
        {stats.data ? ` · Updated ${updatedAt(stats.dataUpdatedAt)}` : null}
      </footer>
    </div>
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const updatedAt = (timestamp: number) => TIME_FORMAT.format(new Date(timestamp));

/** Home, with 'Authentication Required' (product rules R2.12). */
function SignInRequired() {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({
      title: ADMIN_MESSAGES.signIn,
      description: 'Please sign in with an admin account.',
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
