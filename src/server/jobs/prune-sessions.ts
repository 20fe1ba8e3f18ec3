import { z } from 'zod';
import { deleteExpiredSessions } from '../modules/auth/session-repository';
import { defineJob } from './job-definition';

/** Deletes expired sessions every night; deleting what is already gone is harmless. */
export const pruneSessionsJob = defineJob({
  name: 'sessions.prune',
  payload: z.object({}).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: '17 3 * * *',
  async handle(_payload, context) {
    return { deleted: await deleteExpiredSessions(context.db) };
  },
});
