import { Link } from 'wouter';
import { Crown } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Free users' invitation to Premium (product rules R2.65). */
export function UpgradeBanner() {
  return (
    <aside
      aria-label="Upgrade to Premium"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-gradient-to-r from-primary-soft to-accent-soft/70 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Crown className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-0.5">
          <p className="font-semibold text-ink">Practise without limits</p>
          <p className="text-sm text-muted-foreground">
            Premium gives you unlimited sessions every month, so your progress never has to wait.
          </p>
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link href="/pricing">See Premium plans</Link>
      </Button>
    </aside>
  );
}
