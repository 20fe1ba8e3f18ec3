import { Award } from 'lucide-react';
import { useMasteryOverview } from '@client/lib/endpoints/get-mastery-overview';
import { cn } from '@client/lib/utils';

/**
 * The header's achievement badge (product rules R2.29 and R2.30): the tier reached by total
 * sessions, from the mastery overview. Before the first tier it says so quietly; while loading, or
 * if the overview cannot be read, it shows nothing rather than a wrong badge.
 */
export function AchievementBadge({
  className,
  compact = false,
}: {
  className?: string;
  /** On a phone: the icon alone (the tier named for screen readers), nothing before the first. */
  compact?: boolean;
}) {
  const overview = useMasteryOverview({ enabled: true });
  if (!overview.data) return null;
  const tier = overview.data.achievementTier;
  if (!tier) {
    return (
      <span
        className={cn(
          'text-xs whitespace-nowrap text-muted-foreground',
          compact && 'max-sm:hidden',
          className,
        )}
      >
        No badge yet
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900',
        compact && 'max-sm:px-1.5',
        className,
      )}
      title={`Achievement badge: ${tier.title}`}
    >
      <Award className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Achievement badge: </span>
      <span className={compact ? 'max-sm:sr-only' : undefined}>{tier.title}</span>
    </span>
  );
}
