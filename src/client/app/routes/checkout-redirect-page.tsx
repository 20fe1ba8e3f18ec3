import { Redirect, useSearch } from 'wouter';
import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function CheckoutRedirectPage() {
  const url = new URLSearchParams(useSearch()).get('url');
  // With nowhere to send the browser, pricing is the useful place (accounts spec §2).
  if (!url) return <Redirect to="/pricing" replace />;
  // The hand-off to checkout arrives with billing; until then no URL is followed.
  return (
    <UpcomingFeature
      title="Redirecting to Checkout"
      notice={`Checkout is not available in ${PRODUCT_NAME} yet.`}
      action={{ href: '/pricing', label: 'Back to Pricing' }}
    />
  );
}
