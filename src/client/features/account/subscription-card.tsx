import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CreditCard, LoaderCircle, RotateCcw } from 'lucide-react';
import { isClient, isCoach } from '@shared/auth/roles';
import type { PublicUser, SubscriptionStatus } from '@shared/auth/user';
import type { SubscriptionStatusResponse } from '@shared/billing/schemas';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSubscriptionStatus } from '@client/lib/endpoints/get-subscription-status';
import { useReactivateSubscription } from '@client/lib/endpoints/reactivate-subscription';
import { formatLongDate } from '@client/lib/format';
import { CancelPlanDialog } from './cancel-plan-dialog';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  free: 'Free',
  active: 'Active',
  canceling: 'Canceling',
  canceled: 'Canceled',
  expired: 'Expired',
};

const PLAN_LABELS = { monthly: 'Premium Monthly', yearly: 'Premium Yearly' } as const;

/** What each status means for the person, in a sentence. */
function explanation({ status, endsAt }: SubscriptionStatusResponse): string | null {
  switch (status) {
    case 'canceling':
      return `Your plan is cancelled. You keep Premium until ${endsAt ? formatLongDate(endsAt) : 'the end of this billing period'}, and you won't be charged again.`;
    case 'canceled':
      return 'Your subscription has ended. Subscribe again whenever you like.';
    case 'expired':
      return "Your last payment didn't go through, so Premium has ended. Choose a plan to start again.";
    case 'free':
      return `You're on the free plan: ${FREE_PRACTICE_LIMIT} practice sessions a month.`;
    case 'active':
      return null;
  }
}

/**
 * The date and its label (product rules R2.38): 'Access until' once cancelled, else 'Next billing'.
 */
function dateRow({ status, endsAt }: SubscriptionStatusResponse) {
  if (!endsAt || status === 'free' || status === 'expired') return null;
  const label = status === 'canceled' || status === 'canceling' ? 'Access until' : 'Next billing';
  return { label, value: formatLongDate(endsAt) };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ReactivateButton() {
  const reactivate = useReactivateSubscription();
  return (
    <Button disabled={reactivate.isPending} onClick={() => reactivate.mutate()}>
      {reactivate.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      Reactivate
    </Button>
  );
}

/** The one action each status allows (product rules R2.37). */
function Action({ subscription }: { subscription: SubscriptionStatusResponse }) {
  switch (subscription.status) {
    case 'active':
      return <CancelPlanDialog endsAt={subscription.endsAt} />;
    case 'canceling':
      return <ReactivateButton />;
    case 'free':
      return (
        <Button asChild>
          <Link href="/pricing">Upgrade</Link>
        </Button>
      );
    case 'canceled':
    case 'expired':
      return (
        <Button asChild>
          <Link href="/pricing">See plans</Link>
        </Button>
      );
  }
}

function SubscriptionShell({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle level={2} id={headingId} className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          Subscription
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionStatusResponse }) {
  const date = dateRow(subscription);
  const text = explanation(subscription);
  return (
    <SubscriptionShell>
      <dl>
        <Row label="Plan">{subscription.plan ? PLAN_LABELS[subscription.plan] : 'Free'}</Row>
        <Row label="Status">
          <Badge variant={subscription.isPremium ? 'default' : 'secondary'}>
            {STATUS_LABELS[subscription.status]}
          </Badge>
        </Row>
        {date ? <Row label={date.label}>{date.value}</Row> : null}
      </dl>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      <div>
        <Action subscription={subscription} />
      </div>
    </SubscriptionShell>
  );
}

/**
 * Subscription management on /settings (product rules R2.36). Hidden for coaches, clients,
 * switched mode and admin-made premium: the server says which with `canManage`, and coaches
 * and clients are not even asked.
 */
export function SubscriptionCard({ user }: { user: PublicUser }) {
  const mayManage = !isCoach(user) && !isClient(user);
  const status = useSubscriptionStatus({ enabled: mayManage });
  if (!mayManage) return null;
  if (status.isPending) {
    return (
      <SubscriptionShell>
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your subscription…</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-32 rounded-lg" />
        </div>
      </SubscriptionShell>
    );
  }
  if (status.isError) {
    return (
      <SubscriptionShell>
        <div role="alert" className="grid gap-3">
          <p className="text-sm">We couldn't load your subscription.</p>
          <div>
            <Button variant="outline" onClick={() => void status.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        </div>
      </SubscriptionShell>
    );
  }
  if (!status.data.canManage) return null;
  return <SubscriptionDetails subscription={status.data} />;
}
