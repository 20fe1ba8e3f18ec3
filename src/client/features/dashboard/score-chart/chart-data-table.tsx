import type { ScorePoint } from '@shared/progress/schemas';
import { formatScore, formatShortDate } from '@client/lib/format';
import { SCORE_SERIES } from './chart-model';

/** The chart's numbers as a table, for anyone who would rather read than look. */
export function ChartDataTable({ id, history }: { id: string; history: readonly ScorePoint[] }) {
  return (
    <div id={id} className="max-h-72 overflow-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your scores by session, oldest first</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            {SCORE_SERIES.map((series) => (
              <th key={series.key} scope="col" className="px-3 py-2 font-semibold">
                {series.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              Words per minute
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.recordingId} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {formatShortDate(point.createdAt)}
              </th>
              {SCORE_SERIES.map((series) => (
                <td key={series.key} className="px-3 py-2">
                  {formatScore(point[series.key])}
                </td>
              ))}
              <td className="px-3 py-2">{point.wordsPerMinute ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
