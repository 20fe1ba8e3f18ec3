import { Link } from 'wouter';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { LoadError, LoadingBlock } from '@client/components/query-states';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { hasStatus } from '@client/lib/api-error';
import { formatRecordingDate } from '@client/lib/format';
import { useClientRecording } from '@client/features/coach/api/get-client-recording';
import { useClientRecordings } from '@client/features/coach/api/get-client-recordings';
import { coachClientPath } from '@client/features/coach/session-card';
import { ReviewView } from '@client/features/practice/results/review-view';

/**
 * /coach/clients/:clientId/recordings/:recordingId (decision 147): the coach replays one of a
 * client's recordings and comments on its moments (product rules R11.6, R11.7).
 */
export function CoachRecordingPage({
  clientId,
  recordingId,
}: {
  clientId: string;
  recordingId: string;
}) {
  const query = useClientRecording(clientId, recordingId);
  const client = useClientRecordings(clientId).data?.pages[0]?.client;
  const title = client ? `${client.name}’s recording` : 'Client recording';
  const recording = query.data;
  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link href={coachClientPath(clientId)}>
          <ArrowLeft aria-hidden="true" />
          {client ? `Back to ${client.name}` : 'Back to the client'}
        </Link>
      </Button>
      <PageHeader
        title={title}
        description={recording ? formatRecordingDate(recording.createdAt) : undefined}
      />
      {query.isPending ? (
        <LoadingBlock what="the recording" rows={4} />
      ) : query.isError ? (
        hasStatus(query.error, 404) ? (
          <Card className="max-w-2xl">
            <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
              <CircleAlert className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-2xl font-bold text-ink">Recording not found</h2>
              <p className="text-muted-foreground">
                This recording was deleted, or it is not one of your clients’.
              </p>
            </CardContent>
          </Card>
        ) : (
          <LoadError
            message="We couldn't load this recording."
            onRetry={() => void query.refetch()}
          />
        )
      ) : query.data.analysisStatus !== 'complete' ? (
        <Alert>
          <p className="font-semibold">This recording is not analysed yet.</p>
          <p>Its replay and comments open here once the analysis is done.</p>
        </Alert>
      ) : (
        <ReviewView recording={query.data} />
      )}
    </PageContainer>
  );
}
