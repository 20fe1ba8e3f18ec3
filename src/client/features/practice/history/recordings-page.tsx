import { Link, Redirect } from 'wouter';
import { ArrowLeft, Mic } from 'lucide-react';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { LoadMore } from '@client/components/load-more';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { hasStatus } from '@client/lib/api-error';
import { useRecordingPages } from '@client/lib/endpoints/get-recordings';
import { RecordingCard } from './recording-card';

/**
 * /recordings: 'Your Recording History' (product rules R2.60), a page at a time as the list
 * is scrolled (decision 188).
 */
export function RecordingsPage() {
  const recordings = useRecordingPages();
  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeader
        title="Your Recording History"
        description="Every session you have recorded, newest first."
      />
      <HistoryBody query={recordings} />
    </PageContainer>
  );
}

function HistoryBody({ query }: { query: ReturnType<typeof useRecordingPages> }) {
  if (query.isPending) return <HistorySkeleton />;
  if (query.isError && hasStatus(query.error, 401)) return <Redirect to="/" replace />;
  // A later page that failed keeps the pages read; LoadMore says so and offers to try again.
  if (query.data === undefined) {
    return (
      <div className="grid max-w-2xl gap-4">
        <Alert variant="destructive">
          <p className="font-semibold">We couldn&apos;t load your recordings.</p>
          <p>Please check your connection and try again.</p>
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  const recordings = query.data.pages.flatMap((page) => page.items);
  if (recordings.length === 0) {
    return (
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Mic className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-bold text-ink">No recordings yet</h2>
          <p className="max-w-md text-muted-foreground">
            Record your first practice session and it will appear here with its scores.
          </p>
          <Button asChild>
            <Link href="/record">Start Your First Practice</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Recordings">
        {recordings.map((recording) => (
          <RecordingCard key={recording.id} recording={recording} />
        ))}
      </ul>
      <LoadMore query={query} what="recordings" />
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading your recordings" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="grid gap-3 rounded-xl border border-border bg-surface p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-14 rounded-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
