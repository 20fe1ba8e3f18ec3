import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function PricingPage() {
  return (
    <UpcomingFeature
      title="Pricing"
      notice={`Plans and subscriptions are not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
