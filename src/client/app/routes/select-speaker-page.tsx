import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function SelectSpeakerPage() {
  return (
    <UpcomingFeature
      title="Select Your Voice"
      notice={`Choosing your voice in a recording with several speakers is not available in ${PRODUCT_NAME} yet.`}
      action={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
