import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function TermsPage() {
  return (
    <UpcomingFeature
      title="Terms of Service"
      notice={`The terms of service are not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
