import type { ReactNode } from 'react';
import { SectionCard } from '@client/components/section-card';
import { Mic, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** One dashboard card (see SectionCard). */
export const Section = SectionCard;

/** The minimum of a query the sections read. */
export type SectionQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryContentProps<T> = {
  query: SectionQuery<T>;
  /** What failed to load, for the error line: 'your metrics'. */
  what: string;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A section's body: a skeleton while loading, the error with a retry, then the data. */
export function QueryContent<T>({ query, what, skeleton, children }: QueryContentProps<T>) {
  if (query.isError) return <SectionError what={what} onRetry={() => query.refetch()} />;
  if (query.isPending || query.data === undefined) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading {what}…</span>
        {skeleton ?? <SectionSkeleton />}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </>
  );
}

export function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">We couldn&apos;t load {what}.</p>
      <Button variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** The empty states' way in: 'Start First Practice', to the recording screen. */
export function StartFirstPracticeButton() {
  return (
    <Button asChild size="sm">
      <Link href="/record">
        <Mic aria-hidden="true" />
        Start First Practice
      </Link>
    </Button>
  );
}
