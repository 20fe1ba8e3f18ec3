import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function PracticePage() {
  return (
    <UpcomingFeature
      title="Practice"
      notice={`Recording and analysing practice sessions is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
