import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function AboutPage() {
  return (
    <UpcomingFeature
      title={`About ${PRODUCT_NAME}`}
      notice={`The story behind ${PRODUCT_NAME} is not available here yet.`}
    />
  );
}
