export { ContactPage } from '@client/features/public/contact/contact-page';
