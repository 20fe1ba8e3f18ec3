import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function HowItWorksPage() {
  return (
    <UpcomingFeature
      title="How It Works"
      notice={`The step-by-step guide is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
