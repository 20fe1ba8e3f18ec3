import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';

type PlanCardProps = {
  name: string;
  /** '$6.99' */
  price: string;
  /** '/month' */
  period: string;
  /** Lines under the price: 'about $5.58/month'. */
  notes?: ReactNode;
  /** Shown above the name: 'Best Value'. */
  ribbon?: string;
  /** Beside the price: 'Save 20%'. */
  saving?: string;
  features: readonly string[];
  /** The card's button, link or note. */
  action: ReactNode;
  highlighted?: boolean;
};

/** One plan, named by its heading so the three read as a list of choices. */
export function PlanCard({
  name,
  price,
  period,
  notes,
  ribbon,
  saving,
  features,
  action,
  highlighted = false,
}: PlanCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex min-w-0 flex-col gap-5 rounded-2xl border bg-surface p-6 shadow-sm',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {ribbon ? (
        <Badge className="absolute -top-3 left-6 shadow-sm" variant="default">
          {ribbon}
        </Badge>
      ) : null}
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {name}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-1 gap-y-2">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          <span className="text-muted-foreground">{period}</span>
          {saving ? (
            <Badge variant="accent" className="ml-2 self-center">
              {saving}
            </Badge>
          ) : null}
        </p>
        {notes ? <div className="text-sm text-muted-foreground">{notes}</div> : null}
      </div>
      <ul className="grid gap-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">{action}</div>
    </section>
  );
}

/** The loading stand-in for one plan card. */
export function PlanCardSkeleton() {
  return (
    <div className="grid gap-5 rounded-2xl border border-border bg-surface p-6">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-10 w-32" />
      <div className="grid gap-2.5">
        {[0, 1, 2, 3].map((line) => (
          <Skeleton key={line} className="h-4 w-full" />
        ))}
      </div>
      <Skeleton className="h-10 w-full rounded-lg" />
    </div>
  );
}
