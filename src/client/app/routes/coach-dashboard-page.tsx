import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function CoachDashboardPage() {
  return (
    <UpcomingFeature
      title="Coach Dashboard"
      notice={`Managing clients and reviewing their results is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
