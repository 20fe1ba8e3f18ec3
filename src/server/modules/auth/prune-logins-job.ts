import { z } from 'zod';
import { deleteExpiredLogins } from './login-repository';
import { deleteExpiredVerifications } from './verification-repository';
import { defineJob } from '../../jobs/job-definition';

/**
 * Nightly clean-up of expired logins and of verification codes nobody used. Deleting
 * what is already gone is harmless, so a retry is safe.
 */
export const pruneLoginsJob = defineJob({
  // The queue keeps its first name: existing installs have it scheduled in pg-boss.
  name: 'sessions.prune',
  payload: z.object({}).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: '17 3 * * *',
  async handle(_payload, context) {
    const now = new Date();
    const logins = await deleteExpiredLogins(context.db, now);
    const verifications = await deleteExpiredVerifications(context.db, now);
    return { logins, verifications };
  },
});
