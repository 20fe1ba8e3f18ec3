import { Link } from 'wouter';
import { Crown } from 'lucide-react';
import { deletedSessionsNote } from '@shared/progress/session-counts';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { PracticeLimit } from '@shared/recordings/schemas';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { formatLongDate } from '@client/lib/format';

/**
 * Free users' monthly count (deleted sessions included, and said: session-counts.ts), and the
 * upgrade notice once they reach the limit.
 */
export function PracticeLimitCard({
  limit,
  offerUpgrade = true,
}: {
  limit: PracticeLimit;
  /** False where another call to upgrade is already on the screen (the dashboard's next step). */
  offerUpgrade?: boolean;
}) {
  if (limit.unlimited) return null;
  const reached = !limit.canPractice;
  const used = Math.min(limit.practiceCount, limit.practiceLimit);
  const deletedNote = deletedSessionsNote(limit.deletedThisMonth);
  return (
    <section
      aria-label="Monthly practice"
      className={
        reached
          ? 'grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
          : 'grid gap-3 rounded-xl border border-border bg-surface p-4'
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">
          Monthly Practice: {limit.practiceCount} / {limit.practiceLimit} used
        </p>
        <p className="text-sm text-muted-foreground">Resets {formatLongDate(limit.resetDate)}</p>
      </div>
      {deletedNote ? <p className="text-sm text-muted-foreground">{deletedNote}</p> : null}
      <Progress
        value={limit.practiceLimit > 0 ? (used / limit.practiceLimit) * 100 : 100}
        label="Monthly practice used"
        indicatorClassName={reached ? 'bg-amber-600' : undefined}
      />
      {reached ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="alert" className="text-sm font-medium">
            {PRACTICE_MESSAGES.practiceLimitReached}
          </p>
          {offerUpgrade ? (
            <Button asChild size="sm" className="self-start sm:self-auto">
              <Link href="/pricing">
                <Crown aria-hidden="true" />
                Upgrade to Premium
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
