import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function AdminPage() {
  return (
    <UpcomingFeature
      title="Admin Dashboard"
      notice={`The admin dashboard is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
