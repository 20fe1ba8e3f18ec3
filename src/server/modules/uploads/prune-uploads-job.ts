import { z } from 'zod';
import { RESUMABLE_UPLOAD_EXPIRY_HOURS } from '@shared/recordings/limits';
import { defineJob } from '../../jobs/job-definition';
import { removeClaimsBefore } from './upload-claim-repository';

/**
 * Hourly: resumable uploads past their expiry (RESUMABLE_UPLOAD_EXPIRY_HOURS after creation)
 * go, finished or not, from the folder or the bucket: nobody is sending them any more, and an
 * upload that was analysed was removed then; so do claims of uploads (upload-claim-repository.ts) as
 * old, which only a process that died while admitting one leaves. `now` stands in for the clock (tests). Removing
 * what is already gone is harmless, so a retry is safe.
 */
export const pruneUploadsJob = defineJob({
  name: 'uploads.prune',
  payload: z.object({ now: z.string().datetime().optional() }).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 900,
  schedule: '41 * * * *',
  async handle(payload, { db, services }) {
    const now = payload.now ? new Date(payload.now) : new Date();
    const removed = await services.uploads.removeExpired(now);
    // A claim outlives its upload only when a process died while admitting it.
    const claims = await removeClaimsBefore(
      db,
      new Date(now.getTime() - RESUMABLE_UPLOAD_EXPIRY_HOURS * 3_600_000),
    );
    return { removed, claims };
  },
});
