import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function RecordingsPage() {
  return (
    <UpcomingFeature
      title="Your Recording History"
      notice={`Your recording history is not available in ${PRODUCT_NAME} yet.`}
      action={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
