import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function PrivacyPage() {
  return (
    <UpcomingFeature
      title="Privacy Policy"
      notice={`The privacy policy is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
