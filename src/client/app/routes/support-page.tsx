export { SupportPage } from '@client/features/public/support/support-page';
