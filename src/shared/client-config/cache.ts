/**
 * How long the client keeps server data. Cached data never goes stale by itself
 * (accounts spec §7: "cached data never goes stale automatically"); a few queries
 * name their own lifetime.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** GET /api/auth/me: "current-user data is cached 30 days" (accounts spec §7 and §9). */
export const CURRENT_USER_CACHE_MS = 30 * DAY_MS;

/** GET /api/subscription-status: "cached 5 minutes" (accounts spec §7, practice spec §9). */
export const SUBSCRIPTION_STATUS_CACHE_MS = 5 * MINUTE_MS;

/** GET /api/user/practice-limit: "cached 1 second" (practice spec §7 and §9). */
export const PRACTICE_LIMIT_CACHE_MS = 1 * SECOND_MS;
