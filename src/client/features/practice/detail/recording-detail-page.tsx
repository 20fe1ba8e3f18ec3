import { Link, Redirect, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, Mic } from 'lucide-react';
import { JOB_POLL_INTERVAL_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Recording } from '@shared/recordings/schemas';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { hasStatus } from '@client/lib/api-error';
import { formatRecordingDate } from '@client/lib/format';
import { recordingPath, selectSpeakerPath, signInRedirectPath } from '@client/lib/paths';
import { recordingQueryOptions } from '../api/get-recording';
import { DetailSkeleton, LoadFailed, isMissingRecording } from '../recording-states';
import { ResultsView } from '../results/results-view';

/** /recordings/{id}: 'Recording Analysis' (product rules R2.62). */
export function RecordingDetailPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const query = useQuery({
    ...recordingQueryOptions(id),
    // A recording still being analysed is read again until it is done.
    refetchInterval: (current) =>
      current.state.data?.analysisStatus === 'analyzing' ? JOB_POLL_INTERVAL_MS : false,
  });
  const recording = query.data;

  if (query.isError && hasStatus(query.error, 401)) {
    return <Redirect to={signInRedirectPath(recordingPath(id))} replace />;
  }
  if (recording?.analysisStatus === 'awaiting_speaker') {
    return <Redirect to={selectSpeakerPath(id)} replace />;
  }
  return (
    <PageContainer>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/recordings">
            <ArrowLeft aria-hidden="true" />
            Back to History
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/record">
            <Mic aria-hidden="true" />
            Start New Practice
          </Link>
        </Button>
      </div>
      <PageHeader
        title="Recording Analysis"
        description={recording ? formatRecordingDate(recording.createdAt) : undefined}
      />
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        isMissingRecording(query.error) ? (
          <NotFound />
        ) : (
          <LoadFailed onRetry={() => void query.refetch()} />
        )
      ) : (
        <DetailBody recording={query.data} onPracticeAgain={() => navigate('/record')} />
      )}
    </PageContainer>
  );
}

function DetailBody({
  recording,
  onPracticeAgain,
}: {
  recording: Recording;
  onPracticeAgain: () => void;
}) {
  if (recording.analysisStatus === 'analyzing') {
    return (
      <Alert>
        <p className="font-semibold">This recording is still being analyzed.</p>
        <p>The results appear here by themselves once they are ready.</p>
      </Alert>
    );
  }
  if (recording.analysisStatus === 'failed') {
    return (
      <Alert variant="destructive">
        <p className="font-semibold">The analysis of this recording could not finish.</p>
        <p>{PRACTICE_MESSAGES.jobFailed}. Please record or upload it again.</p>
      </Alert>
    );
  }
  return <ResultsView recording={recording} onPracticeAgain={onPracticeAgain} />;
}

function NotFound() {
  return (
    <Card className="max-w-2xl">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <CircleAlert className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-2xl font-bold text-ink">{PRACTICE_MESSAGES.recordingNotFoundTitle}</h2>
        <p className="text-muted-foreground">{PRACTICE_MESSAGES.recordingNotFoundDetail}</p>
        <Button asChild>
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
