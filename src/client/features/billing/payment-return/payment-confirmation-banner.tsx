import { Link } from 'wouter';
import { CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { usePaymentConfirmation, type PaymentOutcome } from './use-payment-confirmation';

const BANNER = 'grid gap-3 rounded-xl border p-4 sm:p-5';

function Outcome({
  outcome,
  onRetry,
  onDismiss,
}: {
  outcome: PaymentOutcome;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const [title, body] =
    outcome.kind === 'expired'
      ? [
          'This checkout ended without a payment.',
          'Nothing was charged. You can choose a plan again whenever you like.',
        ]
      : outcome.kind === 'refused'
        ? [
            outcome.message ?? "We couldn't confirm this payment.",
            'If you were charged, contact support and we will put it right.',
          ]
        : [
            "We couldn't confirm your payment yet.",
            "Payments can take a minute to go through. Check again or refresh this page in a moment; if Premium still doesn't show, contact support and we will sort it out.",
          ];
  return (
    <div role="alert" className={`${BANNER} border-amber-300 bg-amber-50 text-amber-950`}>
      <div className="flex gap-3">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm">{body}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-8">
        {outcome.kind === 'timed-out' ? (
          <Button size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Check Again
          </Button>
        ) : null}
        {outcome.kind === 'expired' ? (
          <Button asChild size="sm">
            <Link href="/pricing">See Plans</Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link href="/contact">Contact Support</Link>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}

/**
 * The dashboard's payment return for a signed-in user: 'Processing your subscription...'
 * while the payment is confirmed, then what to do if it could not be.
 */
export function PaymentConfirmationBanner() {
  const { user } = useAuth();
  const { state, retry, dismiss } = usePaymentConfirmation({ enabled: Boolean(user) });
  if (state.kind === 'none') return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
      {state.kind === 'processing' ? (
        <div role="status" className={`${BANNER} border-primary/30 bg-primary-soft`}>
          <p className="flex items-center gap-3 font-semibold text-ink">
            <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
            Processing your subscription...
          </p>
          <p className="text-sm text-muted-foreground sm:pl-8">
            Confirming your payment. This usually takes a few seconds.
          </p>
        </div>
      ) : (
        <Outcome outcome={state} onRetry={retry} onDismiss={dismiss} />
      )}
    </div>
  );
}
