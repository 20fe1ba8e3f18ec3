import { PRODUCT_NAME } from '@shared/product';
import { UpcomingFeature } from '@client/components/layout/upcoming-feature';

export function ResetPasswordPage() {
  return (
    <UpcomingFeature
      title="Reset Password"
      notice={`Resetting a password is not available in ${PRODUCT_NAME} yet.`}
    />
  );
}
