import { Link, useLocation } from 'wouter';
import { RotateCcw } from 'lucide-react';
import { isClient, isCoach } from '@shared/auth/roles';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { FREE_PRACTICE_LIMIT, type SubscriptionPlan } from '@shared/billing/plans';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { openAuthDialog } from '@client/hooks/use-auth-dialog';
import { usePageDescription } from '@client/hooks/use-page-description';
import { homePathFor, useAuth } from '@client/lib/auth';
import { usePlans } from '@client/lib/endpoints/get-plans';
import { useSubscriptionStatus } from '@client/lib/endpoints/get-subscription-status';
import { signInForPlanPath } from '../billing-paths';
import { CheckoutNotice } from '../checkout/checkout-notices';
import { useCheckoutFlow } from '../checkout/use-checkout-flow';
import { PlanCardSkeleton } from './plan-card';
import { PlanCards, type PricingViewer } from './plan-cards';
import { AllSetCard, PremiumIncludedCard } from './plan-status-cards';
import { PricingFaq, WhyUpgradeSection } from './pricing-sections';
import { usePlanAutoStart } from './use-plan-auto-start';

function PlansLoading() {
  return (
    <div role="status" className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
      <span className="sr-only">Loading plans…</span>
      <PlanCardSkeleton />
      <PlanCardSkeleton />
      <PlanCardSkeleton />
    </div>
  );
}

function PlansError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/8 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-destructive">
        We couldn't load the plans. Check your connection and try again.
      </p>
      <Button variant="outline" className="self-start sm:self-auto" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/**
 * /pricing (product rules R2.39-R2.41): the plans, the payment flow (R4.17), why upgrade and
 * questions.
 */
export function PricingPage() {
  usePageDescription(
    `Plans and prices: start free with ${FREE_PRACTICE_LIMIT} practice sessions a month, or upgrade to the Monthly or Yearly plan.`,
  );
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const plans = usePlans();
  const included = user ? isCoach(user) || isClient(user) : false;
  const status = useSubscriptionStatus({ enabled: Boolean(user) && !included });
  const flow = useCheckoutFlow();

  const viewer: PricingViewer = (() => {
    if (isLoading) return { kind: 'loading' };
    if (!user) return { kind: 'guest' };
    const homePath = homePathFor(user);
    if (included) return { kind: 'included', homePath };
    if (status.data?.hasActiveSubscription) {
      return { kind: 'subscribed', homePath, plan: status.data.plan };
    }
    return { kind: 'member', homePath };
  })();

  usePlanAutoStart({
    ready: Boolean(user) && plans.isSuccess && (included || !status.isPending),
    canBuy: viewer.kind === 'member' && plans.data?.available === true,
    start: flow.start,
  });

  const choosePlan = (plan: SubscriptionPlan) => {
    if (viewer.kind !== 'guest') return flow.start(plan);
    // Signing in from here comes back to the plan, whose checkout then starts.
    navigate(signInForPlanPath(plan), { replace: true });
    openAuthDialog('signin');
  };

  return (
    <PageContainer className="grid max-w-6xl gap-12">
      <div className="grid gap-6">
        <PageHeader
          title="Pricing"
          description="Start free. Upgrade when you want to practise without limits."
        />
        {viewer.kind === 'subscribed' ? <AllSetCard plan={viewer.plan} /> : null}
        {viewer.kind === 'included' && user ? (
          <PremiumIncludedCard
            role={user.userRole === 'client' ? 'client' : 'coach'}
            homePath={viewer.homePath}
          />
        ) : null}
        <CheckoutNotice flow={flow} />
        {plans.data?.testMode ? (
          <Alert>
            <p>
              <span className="font-semibold">Test mode:</span> no real card is charged.
            </p>
          </Alert>
        ) : null}
        {plans.data && !plans.data.available ? (
          <Alert>
            <p>{BILLING_MESSAGES.unavailable}</p>
          </Alert>
        ) : null}
        {plans.isPending ? (
          <PlansLoading />
        ) : plans.isError ? (
          <PlansError onRetry={() => void plans.refetch()} />
        ) : (
          <PlanCards
            plans={plans.data}
            viewer={viewer}
            startingPlan={flow.startingPlan}
            busy={flow.busy}
            onChoosePlan={choosePlan}
            onChooseFree={() => openAuthDialog('signup')}
          />
        )}
      </div>
      <WhyUpgradeSection />
      <PricingFaq monthlySessions={plans.data?.freeMonthlyRecordings ?? FREE_PRACTICE_LIMIT} />
      <p className="text-center text-sm text-muted-foreground">
        Questions about billing?{' '}
        <Link
          href="/contact"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Contact us
        </Link>
        .
      </p>
    </PageContainer>
  );
}
