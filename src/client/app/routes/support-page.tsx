import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function SupportPage() {
  return (
    <UpcomingFeature
      title="Support"
      notice={`The help centre is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
