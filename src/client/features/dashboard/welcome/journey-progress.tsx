import { Compass } from 'lucide-react';
import type { UserStats } from '@shared/progress/schemas';
import { Progress } from '@client/components/ui/progress';

/**
 * The 90-day journey on the dashboard (product rules R2.69, R4.61): the day since the first
 * recording and its 30-day phase.
 */
export function JourneyProgress({ journey }: { journey: UserStats['journey'] }) {
  if (!journey) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Compass className="size-4 shrink-0" aria-hidden="true" />
        Your 90-day journey starts with your first session.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Compass className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Day {journey.day} of {journey.totalDays}
        </p>
        <p className="text-muted-foreground">
          Phase {journey.phase.number}: {journey.phase.title}
        </p>
      </div>
      <Progress value={(journey.day / journey.totalDays) * 100} label="90-day journey" />
    </div>
  );
}
