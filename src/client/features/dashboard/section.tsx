import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Mic, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';

type SectionProps = {
  title: string;
  icon?: LucideIcon;
  /** A line under the title. */
  description?: ReactNode;
  /** A link or button at the heading's end, such as 'View All'. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One dashboard card: a region named by its h2, so the page reads as a list of sections. */
export function Section({
  title,
  icon: Icon,
  description,
  action,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
            {Icon ? <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> : null}
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

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
