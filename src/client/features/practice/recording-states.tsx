import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { hasStatus } from '@client/lib/api-error';

/*
 * States the recording screens share while one recording loads or fails to.
 */

/** A missing recording, or one that is not this user's (the server answers 404 for both). */
export function isMissingRecording(error: unknown): boolean {
  return hasStatus(error, 404) || hasStatus(error, 400);
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="grid max-w-2xl gap-4">
      <Alert variant="destructive">
        <p className="font-semibold">We couldn&apos;t load this recording.</p>
        <p>Please check your connection and try again.</p>
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the recording" className="grid gap-6">
      <Skeleton className="h-8 w-72 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
