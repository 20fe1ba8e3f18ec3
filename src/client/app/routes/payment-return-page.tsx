import { Link, useSearch } from 'wouter';
import { LoaderCircle, LogIn } from 'lucide-react';
import { signInAfterPaymentPath } from '@client/features/billing/billing-paths';
import { Button } from '@client/components/ui/button';
import { usePageTitle } from '@client/hooks/use-page-title';

/**
 * A guest back from checkout (the sign-in did not survive the trip): the dashboard waits here
 * instead of bouncing home, and signing in comes back to confirm the payment.
 */
export function PaymentReturnPage() {
  usePageTitle('Processing your subscription...');
  const search = useSearch();
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Processing your subscription...</h1>
      <p className="mt-3 text-muted-foreground">
        Sign in to finish: your premium features are activated on your account.
      </p>
      <Button asChild className="mt-6">
        <Link href={signInAfterPaymentPath(search)}>
          <LogIn aria-hidden="true" />
          Sign In to Activate Premium
        </Link>
      </Button>
    </div>
  );
}
