import type { ReactNode } from 'react';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  MessageSquareQuote,
  Sparkles,
} from 'lucide-react';
import {
  CRUTCH_BASELINE_SESSIONS,
  CRUTCH_RECENT_SESSIONS,
  type CrutchPhrase,
  type CrutchPhrases,
  type CrutchTrend,
} from '@shared/progress/crutch-phrases';
import { EmptyState, LoadError, LoadingBlock } from '@client/components/query-states';
import { SectionCard } from '@client/components/section-card';
import { Badge } from '@client/components/ui/badge';
import { formatShortDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { describeRate, formatRate, KIND_LABELS, TREND_LABELS } from './crutch-phrase-text';
import { PhraseSparkline } from './phrase-sparkline';

/** The minimum of a query the card reads. */
export type CrutchPhrasesQuery = {
  data: CrutchPhrases | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type CrutchPhrasesCardProps = {
  query: CrutchPhrasesQuery;
  /** Whose phrases, in the card's sentences: "Your" on the dashboard, "Sam's" for a coach. */
  owner: { possessive: string; subject: string };
  /** The failed read's sentence. */
  errorMessage: string;
  /** Under the empty state, such as the way to a first practice. */
  emptyAction?: ReactNode;
};

/**
 * Crutch phrases across sessions (product rules R11.8): the most used fillers, hedges and
 * repeated phrases, each with its rate now against the baseline, the trend and a sparkline over
 * the latest sessions. The dashboard shows it for the person, the coach's view for a client.
 */
export function CrutchPhrasesCard({
  query,
  owner,
  errorMessage,
  emptyAction,
}: CrutchPhrasesCardProps) {
  return (
    <SectionCard
      title="Crutch Phrases"
      icon={MessageSquareQuote}
      description={`Fillers, hedges and repeated phrases per minute: the last ${CRUTCH_RECENT_SESSIONS} sessions against the first ${CRUTCH_BASELINE_SESSIONS}`}
    >
      {query.isError ? (
        <LoadError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : query.isPending || !query.data ? (
        <LoadingBlock what="crutch phrases" />
      ) : (
        <CrutchPhrasesBody data={query.data} owner={owner} emptyAction={emptyAction} />
      )}
    </SectionCard>
  );
}

function CrutchPhrasesBody({
  data,
  owner,
  emptyAction,
}: {
  data: CrutchPhrases;
  owner: CrutchPhrasesCardProps['owner'];
  emptyAction?: ReactNode;
}) {
  if (data.sessionsAnalyzed === 0) {
    return (
      <EmptyState icon={MessageSquareQuote} title="No crutch phrases yet" action={emptyAction}>
        {owner.possessive} crutch phrases will appear after {owner.subject} first analysed session.
      </EmptyState>
    );
  }
  const settingBaseline = data.sessionsAnalyzed <= CRUTCH_BASELINE_SESSIONS;
  return (
    <div className="grid gap-3">
      {data.phrases.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No fillers, hedges or repeated phrases found in {data.sessionsAnalyzed} analysed{' '}
          {data.sessionsAnalyzed === 1 ? 'session' : 'sessions'}.
        </p>
      ) : (
        <ul className="grid gap-3">
          {data.phrases.map((phrase) => (
            <PhraseRow key={phrase.phrase} phrase={phrase} showTrend={!settingBaseline} />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        {settingBaseline
          ? `The baseline is being set: trends start after the first ${CRUTCH_BASELINE_SESSIONS} sessions.`
          : `From ${data.sessionsAnalyzed} analysed sessions.`}
        {data.sessionsPending > 0 ? ` Counting ${data.sessionsPending} earlier sessions…` : ''}
      </p>
    </div>
  );
}

function PhraseRow({ phrase, showTrend }: { phrase: CrutchPhrase; showTrend: boolean }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border p-3">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-semibold text-foreground">“{phrase.phrase}”</h3>
          <Badge variant="secondary">{KIND_LABELS[phrase.kind]}</Badge>
          {showTrend ? <TrendTag trend={phrase.trend} /> : null}
        </div>
        <p className="text-sm text-foreground">
          <span className="sr-only">{describeRate(phrase)}. </span>
          <span aria-hidden="true">
            <span className="whitespace-nowrap">
              <span className="font-semibold">{formatRate(phrase.perMinute)}/min</span> now
            </span>
            {' · '}
            <span className="whitespace-nowrap">
              {formatRate(phrase.baselinePerMinute)}/min at first
            </span>
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {phrase.total} in all · last {formatShortDate(phrase.lastSeen)}
        </p>
      </div>
      <PhraseSparkline series={phrase.series} />
    </li>
  );
}

const TREND_STYLES: Record<CrutchTrend, string> = {
  improving: 'bg-emerald-50 text-emerald-800',
  worsening: 'bg-red-50 text-red-800',
  steady: 'bg-muted text-muted-foreground',
  new: 'bg-amber-50 text-amber-900',
};
const TREND_ICONS = {
  improving: ArrowDownRight,
  worsening: ArrowUpRight,
  steady: ArrowRight,
  new: Sparkles,
} as const;

function TrendTag({ trend }: { trend: CrutchTrend }) {
  const Icon = TREND_ICONS[trend];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        TREND_STYLES[trend],
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {TREND_LABELS[trend]}
    </span>
  );
}
