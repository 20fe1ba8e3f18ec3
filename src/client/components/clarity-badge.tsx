import { clarityBand, type ClarityBand } from '@shared/recordings/scores';
import { formatScore } from '@client/lib/format';
import { cn } from '@client/lib/utils';

/**
 * The history list's clarity colours (product rules R10.2): 8+ green, 6+ blue, 4+ yellow, below 4
 * red.
 */
const CLARITY_STYLES: Record<ClarityBand, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  blue: 'border-sky-200 bg-sky-50 text-sky-800',
  yellow: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** 'Clarity 7/10' in its history colour: the history list and the dashboard's history card. */
export function ClarityBadge({ score, className }: { score: number; className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        CLARITY_STYLES[clarityBand(score)],
        className,
      )}
    >
      Clarity {formatScore(score)}/10
    </span>
  );
}
