import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { CreditCard, ExternalLink, LoaderCircle, X } from 'lucide-react';
import { BILLING_TOASTS } from '@shared/billing/messages';
import { Button } from '@client/components/ui/button';
import type { CheckoutFlow } from './use-checkout-flow';

const NOTICE =
  'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between';

/** 'Verifying Payment' over the page for the second before the dashboard. */
export function VerifyingPaymentOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/55 p-4 backdrop-blur-[2px]">
      <div
        role="status"
        aria-live="assertive"
        className="grid w-full max-w-sm justify-items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center shadow-2xl"
      >
        <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p className="text-xl font-bold text-ink">Verifying Payment</p>
        <p className="text-sm text-muted-foreground">Taking you to your dashboard…</p>
      </div>
    </div>
  );
}

/** A blocked window: 'Complete Payment' carries on in this tab (product rules R4.19 and R8.11). */
function CompletePaymentNotice({ href }: { href: string }) {
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // The person just chose a plan; the way on is this button, so the keyboard lands on it.
  useEffect(() => button.current?.focus(), []);
  return (
    <div className={`${NOTICE} border-amber-300 bg-amber-50 text-amber-950`}>
      <p className="text-sm font-medium">
        Your browser blocked the checkout window. {BILLING_TOASTS.popupBlockedDescription}.
      </p>
      <Button ref={button} className="self-start sm:self-auto" onClick={() => navigate(href)}>
        <CreditCard aria-hidden="true" />
        Complete Payment
      </Button>
    </div>
  );
}

/** The notice above the plans for each step of the payment flow, or nothing. */
export function CheckoutNotice({ flow }: { flow: CheckoutFlow }) {
  const { phase } = flow;
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'verifying':
      return <VerifyingPaymentOverlay />;
    case 'blocked':
      return <CompletePaymentNotice href={phase.completePaymentHref} />;
    case 'redirecting':
      return (
        <div role="status" className={`${NOTICE} border-border bg-surface`}>
          <p className="flex items-center gap-2 text-sm font-medium">
            <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
            Taking you to secure checkout…
          </p>
        </div>
      );
    case 'in-popup':
      return (
        <div role="status" className={`${NOTICE} border-primary/30 bg-primary-soft`}>
          <p className="text-sm font-medium">
            Checkout is open in a new window. Finish paying there and this page carries on by
            itself.
          </p>
          <Button variant="outline" className="self-start sm:self-auto" onClick={flow.focusPopup}>
            <ExternalLink aria-hidden="true" />
            Show Checkout Window
          </Button>
        </div>
      );
    case 'cancelled':
      return (
        <div role="status" className={`${NOTICE} border-border bg-muted`}>
          <p className="text-sm">
            <span className="font-semibold">Checkout cancelled.</span> No payment was taken. You can
            choose a plan whenever you're ready.
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:self-auto"
            onClick={flow.dismissCancelled}
          >
            <X aria-hidden="true" />
            Dismiss
          </Button>
        </div>
      );
  }
}
