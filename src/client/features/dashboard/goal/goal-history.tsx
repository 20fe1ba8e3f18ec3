import { useId, useState } from 'react';
import { ChevronDown, History, Table2 } from 'lucide-react';
import type { Goal, GoalProgressEntry } from '@shared/goals/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatShortDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useGoalProgress, useGoals } from '../api/get-goals';
import { LineChartSvg } from '../score-chart/line-chart-svg';
import { useElementWidth } from '../score-chart/use-element-width';
import { QueryContent } from '../section';
import { goalAxis, goalAxisLabel, goalTrendSummary, targetBand } from './goal-chart-model';
import { MILESTONE_LABELS, formatGoalValue } from './goal-format';

const LINE_COLOR = '#0d7369';
/** A line needs two points. */
const MIN_TREND_SESSIONS = 2;

/** A goal's sessions as a line against its target, with the numbers a click away. */
export function GoalTrend({ goal }: { goal: Goal }) {
  const query = useGoalProgress(goal.id);
  return (
    <QueryContent
      query={query}
      what={`the sessions of ${goal.title}`}
      skeleton={<Skeleton className="h-48" />}
    >
      {({ entries }) =>
        entries.length < MIN_TREND_SESSIONS ? (
          <p className="text-sm text-muted-foreground">
            The chart of this goal starts after {MIN_TREND_SESSIONS} sessions toward it.
          </p>
        ) : (
          <GoalTrendChart goal={goal} entries={entries} />
        )
      }
    </QueryContent>
  );
}

function GoalTrendChart({ goal, entries }: { goal: Goal; entries: readonly GoalProgressEntry[] }) {
  const [frameRef, width] = useElementWidth<HTMLDivElement>(560);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const values = entries.map((entry) => entry.metricValue);
  const { domain, ticks } = goalAxis(goal, values);
  return (
    <div className="grid gap-2">
      <div ref={frameRef} className="min-w-0">
        <LineChartSvg
          width={width}
          dates={entries.map((entry) => entry.createdAt)}
          domain={domain}
          yTicks={ticks}
          yLabel={goalAxisLabel(goal.targetMetric)}
          summary={goalTrendSummary(goal, entries)}
          band={targetBand(goal, domain)}
          lines={[{ key: 'goal', label: goal.title, color: LINE_COLOR, dash: '', values }]}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((open) => !open)}
      >
        <Table2 aria-hidden="true" />
        {showTable ? 'Hide sessions' : 'Show sessions'}
      </Button>
      {showTable ? <GoalSessionsTable id={tableId} goal={goal} entries={entries} /> : null}
    </div>
  );
}

function GoalSessionsTable({
  id,
  goal,
  entries,
}: {
  id: string;
  goal: Goal;
  entries: readonly GoalProgressEntry[];
}) {
  const value = (number: number | null) => formatGoalValue(goal.targetMetric, number);
  return (
    <div id={id} className="max-h-64 overflow-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sessions toward {goal.title}, oldest first</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Result
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Change from baseline
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {formatShortDate(entry.createdAt)}
              </th>
              <td className="px-3 py-2">{value(entry.metricValue)}</td>
              <td className="px-3 py-2">{formatChange(entry.improvementFromBaseline)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** improvementFromBaseline is a signed percentage: + is better. */
function formatChange(change: number | null): string {
  if (change === null) return '–';
  const rounded = Math.round(change);
  if (rounded === 0) return 'No change';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
}

/** Goals the user worked on before the active one, newest first, each with its chart. */
export function PastGoals() {
  const query = useGoals();
  const past = (query.data ?? []).filter((goal) => !goal.isActive);
  if (past.length === 0) return null;
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <History className="size-4 text-primary" aria-hidden="true" />
        Past goals
      </h3>
      <ul className="grid gap-2">
        {past.map((goal) => (
          <PastGoal key={goal.id} goal={goal} />
        ))}
      </ul>
    </div>
  );
}

function PastGoal({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const value = (number: number | null) => formatGoalValue(goal.targetMetric, number);
  return (
    <li className="rounded-lg border border-border">
      <button
        type="button"
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2.5 text-left hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="font-medium text-ink">{goal.title}</span>
        <Badge variant="secondary">{MILESTONE_LABELS[goal.milestoneLevel]}</Badge>
        <span className="text-sm text-muted-foreground">
          {value(goal.baselineValue)} → {value(goal.currentValue)} · {goal.sessionsCount}{' '}
          {goal.sessionsCount === 1 ? 'session' : 'sessions'} · from{' '}
          {formatShortDate(goal.createdAt)}
        </span>
        <ChevronDown
          className={cn('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={panelId} className="grid gap-2 border-t border-border px-3 py-3">
          <p className="text-sm text-muted-foreground">
            Best {value(goal.bestScore)} · target {value(goal.targetValue)}
          </p>
          <GoalTrend goal={goal} />
        </div>
      ) : null}
    </li>
  );
}
