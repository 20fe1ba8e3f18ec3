import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function DashboardPage() {
  return (
    <UpcomingFeature
      title="Dashboard"
      notice={`Your progress dashboard is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
