import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function FeaturesPage() {
  return (
    <UpcomingFeature
      title="Features"
      notice={`The full tour of features is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
