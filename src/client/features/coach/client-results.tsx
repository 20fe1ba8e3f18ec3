import { BarChart3, Eye } from 'lucide-react';
import type { ClientResult } from '@shared/coach/schemas';
import { EmptyState } from '@client/components/query-states';
import { Button } from '@client/components/ui/button';
import { formatScore } from '@client/lib/format';

type ClientResultsProps = {
  results: readonly ClientResult[];
  onView: (clientId: string) => void;
};

/** Client Results: one card per client with their practice averages. */
export function ClientResults({ results, onView }: ClientResultsProps) {
  if (results.length === 0) {
    return (
      <EmptyState icon={BarChart3} title="No results yet">
        Your clients&apos; practice results appear here once you have added clients.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {results.map((result) => (
        <li
          key={result.clientId}
          className="grid content-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <h3 className="truncate text-base font-semibold text-ink">{result.clientName}</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <ResultRow term="Recordings" value={String(result.totalRecordings)} />
            <ResultRow term="Avg. Clarity" value={`${result.averageClarity}%`} />
            <ResultRow term="Avg. Confidence" value={`${result.averageConfidence}%`} />
            <ResultRow term="Recent WPM" value={String(result.recentAverageWPM)} />
            <ResultRow term="Filler Words" value={formatScore(result.averageFillerWords)} />
          </dl>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            aria-label={`View details for ${result.clientName}`}
            onClick={() => onView(result.clientId)}
          >
            <Eye aria-hidden="true" />
            View Details
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ResultRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
