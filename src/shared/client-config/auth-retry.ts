/**
 * When sign-up and sign-in try again by themselves (accounts spec §7 and §8).
 * The counts and delays are in `../auth/limits.ts`; these are the wordings the
 * client matches, case-insensitively, on the failed call's message.
 */

/** A failure whose message contains one of these is a lost connection, worth retrying. */
export const NETWORK_FAILURE_MARKERS = ['failed to fetch', 'network', 'load fail'] as const;

/** Sign-up never retries a failure whose message contains one of these. */
export const SIGNUP_NO_RETRY_MARKERS = ['already exists', 'invalid'] as const;
