/** What other modules and app.ts may use of billing; app.ts registers billing-routes.ts. */
export { endSubscriptionOfDeletedAccount } from './change-subscription';
export { createBilling, type Billing } from './create-billing';
export type { BillingContext } from './billing-context';
