export { PricingPage } from '@client/features/billing/pricing/pricing-page';
