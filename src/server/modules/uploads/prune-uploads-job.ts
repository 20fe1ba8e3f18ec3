import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/**
 * Hourly: resumable uploads past their expiry (RESUMABLE_UPLOAD_EXPIRY_HOURS after creation)
 * go, finished or not, from the folder or the bucket: their bytes are plaintext, and an
 * upload that was analysed was removed then. `now` stands in for the clock (tests). Removing
 * what is already gone is harmless, so a retry is safe.
 */
export const pruneUploadsJob = defineJob({
  name: 'uploads.prune',
  payload: z.object({ now: z.string().datetime().optional() }).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 900,
  schedule: '41 * * * *',
  async handle(payload, { services }) {
    const removed = await services.uploads.removeExpired(
      payload.now ? new Date(payload.now) : undefined,
    );
    return { removed };
  },
});
