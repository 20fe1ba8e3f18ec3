/**
 * Billing wording: the toasts of product rules R8.9 and R8.11, and the server's own messages
 * (R8.29).
 */
export const BILLING_TOASTS = {
  checkoutErrorTitle: 'Subscription Error',
  checkoutErrorFallback: 'Failed to create subscription',
  noCheckoutUrl: 'No checkout URL received from server',
  popupBlockedTitle: 'Popup Blocked',
  popupBlockedDescription: 'Click the button below to complete your payment',
  cancelFailedTitle: 'Cancellation Failed',
  cancelFailedFallback: 'Failed to cancel subscription. Please try again.',
  reactivateFailedTitle: 'Reactivation Failed',
  reactivateFailedFallback: 'Failed to reactivate subscription. Please try again.',
  cancelled: 'Subscription Cancelled',
  reactivated: 'Subscription Reactivated',
  paymentSuccessSignIn: 'Payment Successful! Please sign in to activate your premium features.',
} as const;

export const BILLING_MESSAGES = {
  signInToSubscribe: 'Please sign in to subscribe.',
  signInForSubscription: 'Please sign in to see your subscription.',
  alreadySubscribed: 'You already have an active subscription.',
  includedWithAccount: 'Your account already includes premium features.',
  noSubscriptionToCancel: 'You have no active subscription to cancel.',
  notCanceling: 'Your subscription is not set to cancel, so there is nothing to reactivate.',
  unavailable: 'Subscriptions are not available right now. Please try again later.',
  providerFailed: 'The payment provider could not be reached. Please try again in a minute.',
  checkoutNotFound: 'That checkout session was not found.',
  cancelled: (endsAt: string) =>
    `Your subscription is cancelled. You keep premium until ${endsAt}.`,
  reactivated: 'Your subscription is active again.',
} as const;
