import { useId, useState } from 'react';
import { Link } from 'wouter';
import { LineChart, Mic, Table2 } from 'lucide-react';
import type { ScorePoint } from '@shared/progress/schemas';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '@shared/recordings/pace';
import { EmptyState } from '@client/components/query-states';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useUserStats } from '../api/get-user-stats';
import { QueryContent, Section } from '../section';
import { ChartDataTable } from './chart-data-table';
import { ChartLegend, ChartViewSwitch, type ChartView } from './chart-legend';
import {
  MAX_SCORE,
  MIN_CHART_SESSIONS,
  SCORE_SERIES,
  scoresSummary,
  wpmDomain,
  wpmSummary,
  wpmTicks,
  type ScoreKey,
} from './chart-model';
import { LineChartSvg } from './line-chart-svg';
import { useElementWidth } from './use-element-width';

const SCORE_TICKS = [0, 2, 4, 6, 8, 10];
const WPM_COLOR = '#3b35b8';

/** The scores session by session (from the user stats' score history). */
export function ScoreChartSection() {
  const query = useUserStats();
  return (
    <Section title="Your Progress" icon={LineChart} description="Your scores, session by session">
      <QueryContent
        query={query}
        what="your progress chart"
        skeleton={<Skeleton className="h-64" />}
      >
        {(data) =>
          data.scoreHistory.length < MIN_CHART_SESSIONS ? (
            <EmptyState
              icon={LineChart}
              title="Your chart starts after two sessions"
              action={
                <Button asChild size="sm" variant="outline">
                  <Link href="/record">
                    <Mic aria-hidden="true" />
                    Practice Now
                  </Link>
                </Button>
              }
            >
              Record {MIN_CHART_SESSIONS} sessions to see how your scores move from one to the next.
            </EmptyState>
          ) : (
            <ScoreChart history={data.scoreHistory} />
          )
        }
      </QueryContent>
    </Section>
  );
}

function ScoreChart({ history }: { history: readonly ScorePoint[] }) {
  const [view, setView] = useState<ChartView>('scores');
  const [hidden, setHidden] = useState<readonly ScoreKey[]>([]);
  const [showTable, setShowTable] = useState(false);
  const [frameRef, width] = useElementWidth<HTMLDivElement>(640);
  const tableId = useId();
  const dates = history.map((point) => point.createdAt);
  const shown = SCORE_SERIES.filter((series) => !hidden.includes(series.key));
  const wpm = history.map((point) => point.wordsPerMinute);
  const domain = wpmDomain(wpm);

  const toggle = (key: ScoreKey) =>
    setHidden((current) =>
      current.includes(key) ? current.filter((entry) => entry !== key) : [...current, key],
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChartViewSwitch view={view} onChange={setView} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((open) => !open)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>

      {view === 'scores' ? <ChartLegend hidden={hidden} onToggle={toggle} /> : null}

      <div ref={frameRef} className="min-w-0">
        {view === 'scores' ? (
          <LineChartSvg
            width={width}
            dates={dates}
            domain={[0, MAX_SCORE]}
            yTicks={SCORE_TICKS}
            yLabel={`Score (out of ${MAX_SCORE})`}
            summary={scoresSummary(
              history,
              shown.map((series) => series.key),
            )}
            lines={shown.map((series) => ({
              ...series,
              values: history.map((point) => point[series.key]),
            }))}
          />
        ) : (
          <LineChartSvg
            width={width}
            dates={dates}
            domain={domain}
            yTicks={wpmTicks(domain)}
            yLabel="Words per minute"
            summary={wpmSummary(history)}
            band={{
              from: IDEAL_PACE_MIN_WPM,
              to: IDEAL_PACE_MAX_WPM,
              label: `Ideal ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} wpm`,
            }}
            lines={[
              { key: 'wpm', label: 'Words per minute', color: WPM_COLOR, dash: '', values: wpm },
            ]}
          />
        )}
      </div>
      {view === 'scores' && shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Choose a score above to draw its line.</p>
      ) : null}

      {showTable ? <ChartDataTable id={tableId} history={history} /> : null}
    </div>
  );
}
