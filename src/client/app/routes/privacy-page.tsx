export { PrivacyPage } from '@client/features/public/privacy/privacy-page';
