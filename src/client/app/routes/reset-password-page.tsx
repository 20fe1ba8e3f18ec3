export { ResetPasswordPage } from '@client/features/auth/reset-password-page';
