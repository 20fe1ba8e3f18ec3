import type { ReactNode } from 'react';
import { RotateCcw, type LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/*
 * The loading, empty and failed states of a screen part that reads the server, shared by
 * the coach and admin dashboards so each says the same thing the same way.
 */

/** Placeholder blocks, announced once as 'Loading {what}…'. */
export function LoadingBlock({ what, rows = 3 }: { what: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading {what}…</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

type LoadErrorProps = {
  /** The whole sentence, e.g. 'Failed to load admin stats'. */
  message: string;
  detail?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
};

/** A failed read with the way to try again. */
export function LoadError({ message, detail, onRetry, retryLabel = 'Retry' }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <p className="font-semibold text-destructive">{message}</p>
        {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold text-foreground">{title}</p>
      {children ? <div className="max-w-sm text-sm text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
