import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
} from '@shared/billing/schemas';
import type { SubscriptionPlan } from '@shared/billing/plans';
import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';

/*
 * Product rules R8.11 give an answer without a checkout address its own error ('No checkout URL
 * received from server'), so the address may be missing here and the caller says so,
 * rather than the schema turning it into a generic failure.
 */
const answerSchema = createSubscriptionResponseSchema.extend({
  sessionUrl: z.string().nullish(),
});
export type CreateSubscriptionAnswer = z.infer<typeof answerSchema>;

/** POST /api/create-subscription: a checkout session for the plan (signed in only). */
export async function createSubscription(
  plan: SubscriptionPlan,
): Promise<CreateSubscriptionAnswer> {
  const body = createSubscriptionRequestSchema.parse({ plan });
  const response = await apiRequest(routes.createSubscription, { body });
  return answerSchema.parse(await response.json());
}

/** Starts a checkout; what happens next (popup, redirect, toasts) is the caller's flow. */
export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
