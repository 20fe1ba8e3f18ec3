export { CheckoutRedirectPage } from '@client/features/billing/checkout-redirect/checkout-redirect-page';
