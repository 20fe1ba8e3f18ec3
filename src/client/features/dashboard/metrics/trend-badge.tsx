import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { TrendResponse } from '@shared/progress/schemas';
import { cn } from '@client/lib/utils';
import { describeTrend, type TrendTone } from './trend';

const TONE_STYLES: Record<TrendTone, string> = {
  better: 'bg-emerald-50 text-emerald-800',
  worse: 'bg-red-50 text-red-800',
  neutral: 'bg-muted text-muted-foreground',
};

/** A trend's arrow and percentage, green when improving and red when not. */
export function TrendBadge({ trend, metric }: { trend: TrendResponse; metric: string }) {
  const { text, tone, spoken } = describeTrend(trend);
  const Arrow =
    trend.direction === 'up'
      ? ArrowUpRight
      : trend.direction === 'down'
        ? ArrowDownRight
        : ArrowRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        TONE_STYLES[tone],
      )}
    >
      <Arrow className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {metric} trend: {spoken}
      </span>
    </span>
  );
}
