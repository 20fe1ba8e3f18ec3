import { useId, useState } from 'react';
import { BarChart3, Table2 } from 'lucide-react';
import type { AdminStats } from '@shared/admin/schemas';
import { Button } from '@client/components/ui/button';
import { formatShortDate } from '@client/lib/format';
import { Panel } from './admin-panel';

type Day = AdminStats['dailyRecordings'][number];

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 16, right: 8, bottom: 32, left: 32 };

// The days are UTC dates ('2026-03-14'); read at noon UTC so no time zone moves them.
const dayLabel = (date: string) => formatShortDate(`${date}T12:00:00.000Z`);

/** The last 7 days' recordings as bars, with the same numbers as a table on request. */
export function RecordingsChart({ days }: { days: readonly Day[] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const tableId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Panel title="Recordings, Last 7 Days" icon={BarChart3} description={`${total} in all`}>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={view === 'table'}
        aria-controls={tableId}
        onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
      >
        {view === 'chart' ? <Table2 aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
        {view === 'chart' ? 'Show as table' : 'Show as chart'}
      </Button>
      {view === 'chart' ? <Bars days={days} /> : null}
      <div
        id={tableId}
        className={view === 'table' ? 'overflow-x-auto rounded-lg border border-border' : 'sr-only'}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recordings per day, oldest first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Day
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Recordings
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-medium">
                  {dayLabel(day.date)}
                </th>
                <td className="px-3 py-2">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** Drawn in a fixed view box that scales to the card, so a phone gets the same picture. */
function Bars({ days }: { days: readonly Day[] }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.min(48, slot * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="block h-auto w-full text-muted-foreground"
    >
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={y(0)}
        y2={y(0)}
        className="stroke-border"
      />
      <text
        x={MARGIN.left - 6}
        y={y(max) + 4}
        textAnchor="end"
        className="fill-current text-[11px]"
      >
        {max}
      </text>
      <text x={MARGIN.left - 6} y={y(0) + 4} textAnchor="end" className="fill-current text-[11px]">
        0
      </text>
      {days.map((day, index) => {
        const x = MARGIN.left + slot * index + (slot - barWidth) / 2;
        const top = y(day.count);
        return (
          <g key={day.date}>
            <rect
              x={x}
              y={top}
              width={barWidth}
              height={Math.max(0, y(0) - top)}
              rx={4}
              className="fill-primary"
            />
            <text
              x={x + barWidth / 2}
              y={top - 4}
              textAnchor="middle"
              className="fill-foreground text-[11px] font-semibold"
            >
              {day.count}
            </text>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-current text-[11px]"
            >
              {dayLabel(day.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
