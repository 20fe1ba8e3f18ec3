import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ADMIN_MESSAGES } from '@shared/admin/messages';
import { isAdmin, isCoach } from '@shared/auth/roles';
import { PageLoading } from '@client/components/layout/page-loading';
import { LandingPage } from '@client/features/landing/landing-page';
import { toast } from '@client/hooks/use-toast';
import { homePathFor, useAuth } from '@client/lib/auth';
import { redirectFromSearch } from '@client/lib/redirect';
import {
  AccessDeniedPage,
  AdminPage,
  CoachDashboardPage,
  DashboardPage,
  PaymentReturnPage,
} from './lazy-pages';
import { isPaymentReturn } from './route-rules';

/**
 * /, /login and /signin: signed-in users go to their dashboard, or to the page named by
 * `redirect` (product rules R2.2-R2.4); guests see the landing page.
 */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return <PageLoading />;
  if (user) return <Redirect to={redirectFromSearch(search) ?? homePathFor(user)} replace />;
  return <LandingPage />;
}

/** Shows its children to signed-in users and sends guests to `redirectTo`. */
export function SignedInOnly({
  redirectTo,
  children,
}: {
  redirectTo: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <Redirect to={redirectTo} replace />;
  return children;
}

/**
 * Guests back from a payment see the subscription being set up; other guests see the
 * dashboard's 'Please log in to view your dashboard.' with a link home (docs/decisions.md).
 */
export function DashboardRoute() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return <PageLoading />;
  if (!user && isPaymentReturn(search)) return <PaymentReturnPage />;
  return <DashboardPage />;
}

/** Coaches only (also while previewing as premium); other users go to their dashboard. */
export function CoachDashboardRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <Redirect to="/" replace />;
  if (!isCoach(user)) return <Redirect to="/dashboard" replace />;
  return <CoachDashboardPage />;
}

/**
 * A coach's page (an assignment, a client's recording), guarded as /coach-dashboard is (product
 * rules R2.9): guests go home, anyone else to their dashboard.
 */
export function CoachOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <Redirect to="/" replace />;
  if (!isCoach(user)) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

function RedirectWithNotice({ to, title }: { to: string; title: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({ title, variant: 'destructive' });
    navigate(to, { replace: true });
  }, [navigate, title, to]);
  return null;
}

/** Guests are sent home with 'Authentication Required'; non-admins see 'Access Denied'. */
export function AdminRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <RedirectWithNotice to="/" title={ADMIN_MESSAGES.signIn} />;
  if (!isAdmin(user)) return <AccessDeniedPage email={user.email} />;
  return <AdminPage />;
}
