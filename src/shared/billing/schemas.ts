import { z } from 'zod';
import { subscriptionStatusSchema } from '../auth/user';
import { subscriptionPlanSchema } from './plans';

/** POST /api/create-subscription (product rules R3.19). */
export const createSubscriptionRequestSchema = z.object({ plan: subscriptionPlanSchema });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  sessionUrl: z.string(),
  sessionId: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/**
 * GET /api/subscription-status (product rules R3.18). `status` and `subscriptionStatus` carry the
 * same value under both names. `endsAt` is the next billing date while active, and the last
 * day of access while canceling or after.
 */
export const subscriptionStatusResponseSchema = z.object({
  hasActiveSubscription: z.boolean(),
  isPremium: z.boolean(),
  plan: subscriptionPlanSchema.nullable(),
  status: subscriptionStatusSchema,
  subscriptionStatus: subscriptionStatusSchema,
  endsAt: z.string().nullable(),
  /** The card in settings is shown (not for coaches, clients, switched mode, admin-made premium). */
  canManage: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** POST /api/cancel-subscription and /api/reactivate-subscription. */
export const subscriptionChangeResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionStatusResponseSchema,
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/**
 * POST /api/subscription/confirm: back from checkout, the app asks the server to read the
 * checkout session from Stripe at once, so premium shows even before the webhook arrives.
 */
export const confirmCheckoutRequestSchema = z.object({
  sessionId: z.string().min(1, 'A checkout session id is required.').max(255),
});
export const confirmCheckoutResponseSchema = z.object({
  /** complete: paid and synced; open: not paid yet; expired: the session ended unpaid. */
  checkout: z.enum(['complete', 'open', 'expired']),
  subscription: subscriptionStatusResponseSchema,
});
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;
