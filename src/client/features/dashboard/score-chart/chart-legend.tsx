import { cn } from '@client/lib/utils';
import { SCORE_SERIES, type ScoreKey } from './chart-model';

export type ChartView = 'scores' | 'wpm';

const VIEWS: readonly (readonly [ChartView, string])[] = [
  ['scores', 'Scores'],
  ['wpm', 'Words per minute'],
];

const focusRing = 'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Scores out of 10, or words per minute: two toggle buttons, one pressed. */
export function ChartViewSwitch({
  view,
  onChange,
}: {
  view: ChartView;
  onChange: (view: ChartView) => void;
}) {
  return (
    <div role="group" aria-label="Chart view" className="inline-flex rounded-lg bg-muted p-1">
      {VIEWS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground',
            focusRing,
            view === value && 'bg-surface text-foreground shadow-sm',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The legend: each score's line style, and a pressed button that shows or hides it. */
export function ChartLegend({
  hidden,
  onToggle,
}: {
  hidden: readonly ScoreKey[];
  onToggle: (key: ScoreKey) => void;
}) {
  return (
    <ul aria-label="Scores shown" className="flex flex-wrap gap-2">
      {SCORE_SERIES.map((series) => {
        const on = !hidden.includes(series.key);
        return (
          <li key={series.key}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(series.key)}
              className={cn(
                'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
                focusRing,
                on
                  ? 'border-border bg-surface'
                  : 'border-dashed border-border text-muted-foreground line-through',
              )}
            >
              <svg width="22" height="8" aria-hidden="true">
                <line
                  x1="1"
                  x2="21"
                  y1="4"
                  y2="4"
                  stroke={series.color}
                  strokeWidth="3"
                  strokeDasharray={series.dash || undefined}
                />
              </svg>
              {series.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
