/**
 * Back from checkout, the dashboard asks the server to confirm the payment (the server reads
 * the checkout session from the payment provider). A payment can take a few seconds to settle,
 * so the dashboard asks again every 2 s (product rules R4.23 and R9.11) and gives
 * up after 30 s with a message saying what to do.
 */
const SECOND_MS = 1_000;

export const PAYMENT_CONFIRM_RETRY_MS = 2 * SECOND_MS;
export const PAYMENT_CONFIRM_TIMEOUT_MS = 30 * SECOND_MS;
