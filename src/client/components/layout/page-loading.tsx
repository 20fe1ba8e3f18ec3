import { LoaderCircle } from 'lucide-react';

/** Shown while the current user or a lazily loaded screen is on its way. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center px-4">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
