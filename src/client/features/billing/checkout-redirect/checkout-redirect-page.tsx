import { useEffect, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { isAllowedCheckoutUrl } from '@shared/billing/checkout-url';
import { MANUAL_CHECKOUT_BUTTONS_MS } from '@shared/client-config/payment';
import { PRODUCT_NAME } from '@shared/product';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useTimers } from '@client/hooks/use-timers';
import { homePathFor, useAuth } from '@client/lib/auth';
import { replaceLocation } from '@client/lib/browser-location';
import { PRICING_PATH } from '../billing-paths';

function BackToPricing() {
  return (
    <Button asChild variant="outline">
      <Link href={PRICING_PATH}>Back to Pricing</Link>
    </Button>
  );
}

/** Goes on to checkout; if the browser has not left after 3 s, the person can do it by hand. */
function LeavingForCheckout({ url }: { url: string }) {
  const timers = useTimers();
  const [manual, setManual] = useState(false);
  useEffect(() => {
    // Replace, so Back from checkout skips this page and returns to pricing.
    replaceLocation(url);
    return timers.timeout(() => setManual(true), MANUAL_CHECKOUT_BUTTONS_MS);
  }, [url, timers]);

  return (
    <PageContainer>
      <PageHeader title="Redirecting to Checkout" />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-5 pt-6">
          <p role="status" className="flex items-center gap-3">
            <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
            Taking you to secure checkout…
          </p>
          {manual ? (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">Not moving? Open checkout yourself.</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a href={url}>
                    <ExternalLink aria-hidden="true" />
                    Open Checkout
                  </a>
                </Button>
                <BackToPricing />
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * A link to anywhere but checkout is never followed: the page is no open redirect. The
 * refused address is neither shown nor linked, since its text is whatever the link's author
 * chose; the buttons lead only to this app's own pages.
 */
function CheckoutLinkRefused() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Checkout Link Not Followed" />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-5 pt-6">
          <Alert variant="destructive">
            <p className="font-semibold">
              This link is not a {PRODUCT_NAME} checkout address, so it was not followed.
            </p>
            <p>
              {PRODUCT_NAME} only sends you to its own secure checkout. To upgrade, choose your plan
              again on the pricing page.
            </p>
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={PRICING_PATH}>Back to Pricing</Link>
            </Button>
            <Button asChild variant="outline">
              {user ? (
                <Link href={homePathFor(user)}>Go to Dashboard</Link>
              ) : (
                <Link href="/">Go to Home</Link>
              )}
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * /checkout-redirect?url=… (product rules R2.14 and R2.15): sends the browser to the checkout
 * address, when it is one (the payment provider's checkout, or this app's test-mode checkout), and
 * says so when it is not.
 */
export function CheckoutRedirectPage() {
  const url = new URLSearchParams(useSearch()).get('url');
  // With nowhere to send the browser, pricing is the useful place.
  if (!url) return <Redirect to={PRICING_PATH} replace />;
  if (!isAllowedCheckoutUrl(url, window.location.origin)) return <CheckoutLinkRefused />;
  return <LeavingForCheckout url={url} />;
}
