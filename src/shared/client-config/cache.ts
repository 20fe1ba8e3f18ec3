/**
 * How long the client keeps server data. Cached data never goes stale by itself
 * (product rules R7.6); a few queries
 * name their own lifetime.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** GET /api/auth/me: kept 30 days (product rules R7.7 and R9.9). */
export const CURRENT_USER_CACHE_MS = 30 * DAY_MS;

/** GET /api/subscription-status: kept 5 minutes (product rules R7.7 and R9.9). */
export const SUBSCRIPTION_STATUS_CACHE_MS = 5 * MINUTE_MS;

/** GET /api/user/practice-limit: kept 1 second (product rules R7.7 and R9.9). */
export const PRACTICE_LIMIT_CACHE_MS = 1 * SECOND_MS;
