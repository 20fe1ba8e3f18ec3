import { z } from 'zod';
import { ensureWeeklyChallenges } from '../db/seed/seed';
import { defineJob } from './job-definition';

/** Makes sure this week's and next week's challenges exist; safe to run any number of times. */
export const rotateChallengesJob = defineJob({
  name: 'challenges.rotate',
  payload: z.object({}).passthrough(),
  retryLimit: 5,
  retryDelaySeconds: 300,
  expireInSeconds: 600,
  schedule: '5 0 * * *',
  async handle(_payload, context) {
    return { created: await ensureWeeklyChallenges(context.db, new Date()) };
  },
});
