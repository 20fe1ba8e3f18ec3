export { TermsPage } from '@client/features/public/terms/terms-page';
