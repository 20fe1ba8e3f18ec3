import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function ContactPage() {
  return (
    <UpcomingFeature
      title="Contact Us"
      notice={`The contact form is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
