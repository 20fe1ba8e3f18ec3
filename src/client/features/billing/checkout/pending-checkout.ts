import { z } from 'zod';
import {
  PAYMENT_TRACKING_WINDOW_MS,
  PENDING_CHECKOUT_STORAGE_KEY,
} from '@shared/client-config/payment';

/*
 * The checkout the person left for (product rules R4.17: the checkout address, its session id
 * and the time are kept in browser storage). It outlives a reload of the pricing page, so
 * coming back to it still counts; it is dropped 30 minutes after leaving (R4.22).
 */

const pendingCheckoutSchema = z.object({
  sessionUrl: z.string(),
  sessionId: z.string(),
  startedAt: z.number(),
});
export type PendingCheckout = z.infer<typeof pendingCheckoutSchema>;

export function savePendingCheckout(checkout: PendingCheckout): void {
  try {
    window.localStorage.setItem(PENDING_CHECKOUT_STORAGE_KEY, JSON.stringify(checkout));
  } catch {
    // Without storage the flow still works in this tab; only a reload forgets it.
  }
}

export function clearPendingCheckout(): void {
  try {
    window.localStorage.removeItem(PENDING_CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The stored checkout, or null when there is none or it is unreadable. */
export function readPendingCheckout(): PendingCheckout | null {
  try {
    const raw = window.localStorage.getItem(PENDING_CHECKOUT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = pendingCheckoutSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Still inside the 30 minutes after leaving for checkout. */
export function isWithinTrackingWindow(checkout: PendingCheckout, now = Date.now()): boolean {
  return now - checkout.startedAt <= PAYMENT_TRACKING_WINDOW_MS;
}
