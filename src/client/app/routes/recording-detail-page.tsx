import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function RecordingDetailPage() {
  return (
    <UpcomingFeature
      title="Recording Analysis"
      notice={`Viewing a recording's analysis is not available in ${PRODUCT_NAME} yet.`}
      action={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
