import { Link } from 'wouter';
import { BadgeCheck, PartyPopper } from 'lucide-react';
import type { SubscriptionPlan } from '@shared/billing/plans';
import { Button } from '@client/components/ui/button';
import { PLAN_NAMES } from './pricing-content';

function StatusCard({
  icon: Icon,
  title,
  body,
  links,
}: {
  icon: typeof PartyPopper;
  title: string;
  body: string;
  links: { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <section
      aria-labelledby="plan-status-heading"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-gradient-to-r from-primary-soft to-accent-soft/70 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="plan-status-heading" className="text-xl font-bold text-ink">
            {title}
          </h2>
          <p className="text-muted-foreground">{body}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {links.map(({ href, label, primary }) => (
          <Button key={href} asChild variant={primary ? 'default' : 'outline'}>
            <Link href={href}>{label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** A subscriber on the pricing page (product rules R2.40: 'You're All Set!'). */
export function AllSetCard({ plan }: { plan: SubscriptionPlan | null }) {
  const which = plan ? `the ${PLAN_NAMES[plan]} plan` : 'Premium';
  return (
    <StatusCard
      icon={PartyPopper}
      title="You're All Set!"
      body={`You're on ${which}: unlimited practice and every feature.`}
      links={[
        { href: '/dashboard', label: 'Go to Dashboard', primary: true },
        { href: '/settings', label: 'Manage in Settings' },
      ]}
    />
  );
}

/** Coaches and clients: premium comes with the account, so there is nothing to buy. */
export function PremiumIncludedCard({
  role,
  homePath,
}: {
  role: 'coach' | 'client';
  homePath: string;
}) {
  return (
    <StatusCard
      icon={BadgeCheck}
      title="Premium is included"
      body={
        role === 'coach'
          ? 'Your coach account includes every Premium feature, so there is nothing to buy.'
          : 'Your coach has given you Premium: every feature is included, at no cost to you.'
      }
      links={[{ href: homePath, label: 'Go to Dashboard', primary: true }]}
    />
  );
}
