import { Link } from 'wouter';
import { History, Mic } from 'lucide-react';
import { DASHBOARD_LATEST_SESSIONS } from '@shared/progress/dashboard';
import type { RecordingSummary } from '@shared/recordings/schemas';
import { ClarityBadge } from '@client/components/clarity-badge';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useLatestRecordings } from '@client/lib/endpoints/get-recordings';
import { formatRecordingDate } from '@client/lib/format';
import { recordingTargetPath } from '@client/lib/paths';
import { useDashboardSummaryReady } from '../api/get-dashboard-summary';
import { QueryContent, Section, StartFirstPracticeButton } from '../section';

/**
 * Practice History (product rules R2.67): the latest sessions and a way to all of them. Only
 * those sessions are asked for (decision 188).
 */
export function PracticeHistorySection() {
  const query = useLatestRecordings(DASHBOARD_LATEST_SESSIONS, {
    enabled: useDashboardSummaryReady(),
  });
  return (
    <Section
      title="Practice History"
      icon={History}
      action={
        query.data && query.data.items.length > 0 ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link href="/recordings">View All</Link>
          </Button>
        ) : null
      }
    >
      <QueryContent query={query} what="your practice history">
        {({ items: recordings }) =>
          recordings.length === 0 ? (
            <EmptyState
              icon={Mic}
              title="No practice sessions yet"
              action={<StartFirstPracticeButton />}
            />
          ) : (
            <ul className="grid gap-2">
              {recordings.map((recording) => (
                <HistoryRow key={recording.id} recording={recording} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Section>
  );
}

function HistoryRow({ recording }: { recording: RecordingSummary }) {
  const complete = recording.analysisStatus === 'complete';
  const noWords = recording.noWordsDetected || !recording.wordCount;
  return (
    <li>
      <Link
        href={recordingTargetPath(recording)}
        className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="grid min-w-0 gap-0.5">
          <span className="text-sm font-semibold text-ink">
            {formatRecordingDate(recording.createdAt)}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {recording.practicePrompt ?? 'Free practice'}
          </span>
        </span>
        {!complete ? (
          <Badge className="shrink-0 border-amber-200 bg-amber-50 text-amber-800">Processing</Badge>
        ) : noWords ? (
          <span className="shrink-0 text-xs text-muted-foreground">No words detected</span>
        ) : (
          <ClarityBadge score={recording.clarityScore} className="shrink-0" />
        )}
      </Link>
    </li>
  );
}
