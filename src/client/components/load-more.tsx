import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** What an infinite query (TanStack's useInfiniteQuery) gives the foot of its list. */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  query: PagedQuery;
  /** What the list holds, for the button and the messages: 'recordings', 'sessions'. */
  what: string;
};

/** Starts loading the next page this far before the foot of the list comes into view. */
const AHEAD = '400px';

/**
 * The foot of a list read a page at a time (decision 188): the next page loads as the foot
 * scrolls into view, and a 'Load more' button does the same for keyboards and for browsers
 * without IntersectionObserver. A failed page waits for the button rather than retrying on
 * every scroll; the last page says the list ends there.
 */
export function LoadMore({ query, what }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad, fetchNextPage]);

  if (!hasNextPage) {
    return <p className="py-4 text-center text-sm text-muted-foreground">No more {what}.</p>;
  }
  return (
    <div ref={sentinel} className="grid justify-items-center gap-2 py-4">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t load more {what}.
        </p>
      ) : null}
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Loading more {what}…
          </>
        ) : isFetchNextPageError ? (
          'Try again'
        ) : (
          `Load more ${what}`
        )}
      </Button>
    </div>
  );
}
