import { useEffect, useRef } from 'react';
import { ArrowLeft, Mic } from 'lucide-react';
import type { ClientResult, CoachClient } from '@shared/coach/schemas';
import { LoadMore } from '@client/components/load-more';
import { EmptyState, LoadError, LoadingBlock } from '@client/components/query-states';
import { Button } from '@client/components/ui/button';
import { usePageTitle } from '@client/hooks/use-page-title';
import { hasStatus } from '@client/lib/api-error';
import { formatScore } from '@client/lib/format';
import { CrutchPhrasesCard } from '@client/components/crutch-phrases/crutch-phrases-card';
import { useClientCrutchPhrases } from './api/get-client-crutch-phrases';
import { useClientRecordings } from './api/get-client-recordings';
import { SessionCard } from './session-card';

type ClientDetailProps = {
  client: Pick<CoachClient, 'id' | 'name' | 'email'>;
  /** The client's line of the results list, when it has loaded. */
  result: ClientResult | undefined;
  onBack: () => void;
};

/**
 * One client's averages and session history: a local switch on the coach dashboard, not a
 * route (product rules R2.73), left by 'Back to clients' (decision 75).
 */
export function ClientDetail({ client, result, onBack }: ClientDetailProps) {
  usePageTitle(`${client.name} · Coach Dashboard`);
  const query = useClientRecordings(client.id);
  const sessions = query.data?.pages.flatMap((page) => page.recordings) ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="client-detail-heading" className="grid gap-6">
      <div className="grid gap-3">
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to clients
        </Button>
        <div className="grid gap-1">
          <h2
            id="client-detail-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
          >
            {client.name}
          </h2>
          <p className="break-all text-muted-foreground">{client.email}</p>
        </div>
      </div>

      <ul aria-label="Averages" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Average label="Avg. Clarity" value={result ? `${result.averageClarity}%` : '–'} />
        <Average label="Avg. Confidence" value={result ? `${result.averageConfidence}%` : '–'} />
        <Average label="Recent WPM" value={result ? String(result.recentAverageWPM) : '–'} />
        <Average
          label="Avg. Filler Words"
          value={result ? formatScore(result.averageFillerWords) : '–'}
        />
      </ul>

      <ClientCrutchPhrases client={client} />

      <div className="grid gap-3">
        <h2 className="text-lg font-semibold text-ink">Session History</h2>
        {/* A later page that failed keeps the pages read; LoadMore offers to try again. */}
        {query.data === undefined && query.isError ? (
          <LoadError
            message={
              hasStatus(query.error, 404)
                ? 'This client could not be found.'
                : "We couldn't load this client's sessions."
            }
            onRetry={() => void query.refetch()}
          />
        ) : query.data === undefined ? (
          <LoadingBlock what="sessions" />
        ) : sessions.length === 0 ? (
          <EmptyState icon={Mic} title="No sessions yet">
            {client.name}&apos;s practice sessions appear here once they record one.
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4">
              {sessions.map((recording) => (
                <SessionCard key={recording.id} clientId={client.id} recording={recording} />
              ))}
            </ul>
            <LoadMore query={query} what="sessions" />
          </>
        )}
      </div>
    </section>
  );
}

/** The client's crutch phrases, the card they see on their own dashboard (product rules R11.8). */
function ClientCrutchPhrases({ client }: { client: ClientDetailProps['client'] }) {
  const query = useClientCrutchPhrases(client.id);
  return (
    <CrutchPhrasesCard
      query={query}
      owner={{ possessive: `${client.name}'s`, subject: 'their' }}
      errorMessage={
        hasStatus(query.error, 404)
          ? 'This client could not be found.'
          : "We couldn't load this client's crutch phrases."
      }
    />
  );
}

function Average({ label, value }: { label: string; value: string }) {
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h3 className="text-sm font-semibold text-muted-foreground">{label}</h3>
      <p className="text-2xl font-bold text-ink">{value}</p>
    </li>
  );
}
