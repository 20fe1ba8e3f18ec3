import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { releaseAbandonedSessions } from './session-claims';

/** Every five minutes: the sessions of analyses whose process died are given back. */
export const releaseAbandonedSessionsJob = defineJob({
  name: 'practice.release-abandoned-sessions',
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  schedule: '*/5 * * * *',
  async handle(_payload, { db }) {
    return { released: await releaseAbandonedSessions(db, { everyClaim: false }) };
  },
});
