import type { ScorePoint } from '@shared/progress/schemas';
import {
  RowTitle,
  StackedCell,
  StackedRow,
  StackedTable,
} from '@client/components/ui/stacked-table';
import { formatScore, formatShortDate } from '@client/lib/format';
import { SCORE_SERIES } from './chart-model';

const WPM_HEADING = 'Words per minute';

/**
 * The chart's numbers as a table, for anyone who would rather read than look; on a phone its
 * six columns do not fit, so each session is a card there.
 */
export function ChartDataTable({ id, history }: { id: string; history: readonly ScorePoint[] }) {
  return (
    <StackedTable
      id={id}
      label="Scores by session"
      caption="Your scores by session, oldest first"
      headings={['Date', ...SCORE_SERIES.map((series) => series.label), WPM_HEADING]}
      className="max-h-72 overflow-auto max-md:overflow-y-auto"
    >
      {history.map((point) => (
        <StackedRow key={point.recordingId} className="max-md:grid-cols-3">
          <RowTitle className="whitespace-nowrap">{formatShortDate(point.createdAt)}</RowTitle>
          {SCORE_SERIES.map((series) => (
            <StackedCell key={series.key} label={series.label}>
              {formatScore(point[series.key])}
            </StackedCell>
          ))}
          <StackedCell label={WPM_HEADING}>{point.wordsPerMinute ?? '–'}</StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
