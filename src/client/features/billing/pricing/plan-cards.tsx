import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Check, LoaderCircle } from 'lucide-react';
import { formatUsd, type PlanOffer, type PlansResponse } from '@shared/billing/plans';
import type { SubscriptionPlan } from '@shared/billing/plans';
import { Button } from '@client/components/ui/button';
import { PLAN_NAMES, PREMIUM_FEATURES, freeFeatures } from './pricing-content';
import { PlanCard } from './plan-card';

/** Who is looking at the plans decides what each card offers. */
export type PricingViewer =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'member'; homePath: string }
  | { kind: 'subscribed'; homePath: string; plan: SubscriptionPlan | null }
  /** Coaches and their clients: premium comes with the account. */
  | { kind: 'included'; homePath: string };

type PlanCardsProps = {
  plans: PlansResponse;
  viewer: PricingViewer;
  /** The plan whose checkout is being created. */
  startingPlan: SubscriptionPlan | null;
  /** A checkout is under way: no second one starts. */
  busy: boolean;
  onChoosePlan: (plan: SubscriptionPlan) => void;
  onChooseFree: () => void;
};

const PERIOD = { month: '/month', year: '/year' } as const;

const usd = (cents: number) => `$${formatUsd(cents)}`;

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 rounded-lg bg-muted px-4 py-2.5 text-center text-sm font-medium">
      {children}
    </p>
  );
}

function FreeAction({ viewer, onChooseFree }: Pick<PlanCardsProps, 'viewer' | 'onChooseFree'>) {
  if (viewer.kind === 'guest' || viewer.kind === 'loading') {
    return (
      <Button variant="outline" disabled={viewer.kind === 'loading'} onClick={onChooseFree}>
        Get Started Free
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <Link href={viewer.homePath}>Go to Dashboard</Link>
    </Button>
  );
}

function PaidAction({
  offer,
  available,
  viewer,
  startingPlan,
  busy,
  onChoosePlan,
}: Omit<PlanCardsProps, 'plans' | 'onChooseFree'> & { offer: PlanOffer; available: boolean }) {
  const name = PLAN_NAMES[offer.id];
  if (viewer.kind === 'included') {
    return (
      <Note>
        <Check className="size-4 text-primary" aria-hidden="true" />
        Included with your account
      </Note>
    );
  }
  if (viewer.kind === 'subscribed') {
    return viewer.plan === offer.id ? (
      <Note>
        <Check className="size-4 text-primary" aria-hidden="true" />
        Your current plan
      </Note>
    ) : null;
  }
  const starting = startingPlan === offer.id;
  return (
    <Button
      variant={offer.id === 'yearly' ? 'default' : 'outline'}
      disabled={!available || busy || viewer.kind === 'loading'}
      onClick={() => onChoosePlan(offer.id)}
    >
      {starting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {starting ? 'Starting checkout…' : `Choose ${name}`}
    </Button>
  );
}

/** Free, Monthly and Yearly (product rules R2.39), priced from GET /api/plans. */
export function PlanCards({ plans, ...props }: PlanCardsProps) {
  const offers = plans.plans;
  const monthly = offers.find((offer) => offer.id === 'monthly');
  const yearly = offers.find((offer) => offer.id === 'yearly');
  const paid = (offer: PlanOffer) => (
    <PaidAction offer={offer} available={plans.available} {...props} />
  );
  return (
    <div className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
      <PlanCard
        name="Free"
        price="$0"
        period="/month"
        notes="Try every kind of analysis."
        features={freeFeatures(plans.freeMonthlyRecordings)}
        action={<FreeAction viewer={props.viewer} onChooseFree={props.onChooseFree} />}
      />
      {monthly ? (
        <PlanCard
          name={PLAN_NAMES.monthly}
          price={usd(monthly.priceCents)}
          period={PERIOD[monthly.interval]}
          notes="Billed monthly. Cancel anytime."
          features={PREMIUM_FEATURES}
          action={paid(monthly)}
        />
      ) : null}
      {yearly ? (
        <PlanCard
          name={PLAN_NAMES.yearly}
          price={usd(yearly.priceCents)}
          period={PERIOD[yearly.interval]}
          ribbon="Best Value"
          saving={yearly.savingPercent > 0 ? `Save ${yearly.savingPercent}%` : undefined}
          notes={`about ${usd(yearly.monthlyEquivalentCents)}/month, billed yearly`}
          features={PREMIUM_FEATURES}
          action={paid(yearly)}
          highlighted
        />
      ) : null}
    </div>
  );
}
