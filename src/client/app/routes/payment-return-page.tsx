import { LoaderCircle } from 'lucide-react';
import { usePageTitle } from '@client/hooks/use-page-title';

/** A guest back from checkout: the dashboard waits here instead of bouncing home. */
export function PaymentReturnPage() {
  usePageTitle('Processing your subscription...');
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Processing your subscription...</h1>
    </div>
  );
}
