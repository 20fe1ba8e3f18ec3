/** What other modules and the composition (app.ts, job-registry.ts) may use of abuse limits. */
export { consumeAttempt, type AttemptTicket } from './consume-attempt';
export { pruneRateLimitsJob } from './prune-rate-limits-job';
export { deleteExpiredCounters } from './rate-limit-repository';
export { accountByEmail, rateLimitPlugin, type RouteLimit } from './rate-limits';
