import { z } from 'zod';
import { deleteExpiredCounters } from './rate-limit-repository';
import { defineJob } from '../../jobs/job-definition';

/**
 * Removes rate-limit counters whose window has ended. Every new email tried at sign-in adds
 * a row, so they are cleared often rather than nightly. Deleting twice is harmless.
 */
export const pruneRateLimitsJob = defineJob({
  name: 'rate-limits.prune',
  payload: z.object({}).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: '*/15 * * * *',
  async handle(_payload, context) {
    return { counters: await deleteExpiredCounters(context.db, new Date()) };
  },
});
