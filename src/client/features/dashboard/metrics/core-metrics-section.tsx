import type { ReactNode } from 'react';
import {
  BarChart3,
  Gauge,
  MessageCircleWarning,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { AnalysisStats, TrendResponse } from '@shared/progress/schemas';
import { TREND_MIN_SESSIONS } from '@shared/progress/trends';
import { EmptyState } from '@client/components/query-states';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatScore } from '@client/lib/format';
import { useAnalysisStats } from '../api/get-analysis-stats';
import { QueryContent, Section, StartFirstPracticeButton } from '../section';
import { TrendBadge } from './trend-badge';

const PACE_WORDS = {
  slow: 'Mostly slow',
  moderate: 'Mostly moderate',
  fast: 'Mostly fast',
} as const;

const outOfTen = (value: number | null) => (value === null ? '–' : `${formatScore(value)}/10`);

/** Core Metrics (product rules R2.67 and R4.59): the four averages with their trends. */
export function CoreMetricsSection() {
  const query = useAnalysisStats();
  return (
    <Section title="Core Metrics" icon={BarChart3} description="Averages over all your sessions">
      <QueryContent query={query} what="your metrics" skeleton={<MetricsSkeleton />}>
        {(data) => <CoreMetrics data={data} />}
      </QueryContent>
    </Section>
  );
}

function CoreMetrics({ data: { stats, trends } }: { data: AnalysisStats }) {
  if (stats.totalRecordings === 0) {
    return (
      <EmptyState icon={BarChart3} title="No metrics yet" action={<StartFirstPracticeButton />}>
        Your averages for clarity, filler words, pace and confidence appear after your first
        session.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        <MetricCard
          icon={Sparkles}
          title="Clarity"
          value={outOfTen(stats.averageClarity)}
          trend={trends?.clarity}
        />
        <MetricCard
          icon={MessageCircleWarning}
          title="Filler Words"
          value={
            stats.averageFillerWords === null
              ? '–'
              : `${formatScore(stats.averageFillerWords)} per session`
          }
          detail={
            stats.averageFillerPercentage === null
              ? null
              : `${formatScore(stats.averageFillerPercentage)}% of your words`
          }
          trend={trends?.fillerWords}
        />
        <MetricCard
          icon={Gauge}
          title="Pace"
          value={outOfTen(stats.averagePace)}
          detail={[
            stats.recentAverageWPM === null ? null : `${stats.recentAverageWPM} wpm lately`,
            stats.mostCommonPace ? PACE_WORDS[stats.mostCommonPace] : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          trend={trends?.pacing}
        />
        <MetricCard
          icon={ShieldCheck}
          title="Confidence"
          value={outOfTen(stats.averageConfidence)}
          trend={trends?.confidence}
        />
      </ul>
      {trends ? null : (
        <p className="text-sm text-muted-foreground">
          Trends appear after {TREND_MIN_SESSIONS} sessions.
        </p>
      )}
    </div>
  );
}

type MetricCardProps = {
  icon: LucideIcon;
  title: string;
  value: string;
  detail?: ReactNode;
  trend: TrendResponse | undefined;
};

function MetricCard({ icon: Icon, title, value, detail, trend }: MetricCardProps) {
  return (
    <li className="grid gap-1 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
          {title}
        </h3>
        {trend ? <TrendBadge trend={trend} metric={title} /> : null}
      </div>
      <p className="text-2xl font-bold text-ink">{value}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </li>
  );
}

function MetricsSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-24" />
      ))}
    </div>
  );
}
