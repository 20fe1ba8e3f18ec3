import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition';
import { advanceLiveSession } from './advance-live-session';

/**
 * Runs after each stored piece: analyses the new audio of a live session. One runs at a time
 * per session and at most one waits ('stately'): the waiting run sees every piece stored
 * before it starts, so pieces that arrive together cost one run. A failed run is not worth
 * many retries: the next piece's run, or Stop, picks up the same audio.
 */
export const advanceLiveSessionJob = defineJob({
  name: 'live.advance',
  payload: z.object({ liveSessionId: z.string().uuid() }),
  policy: 'stately',
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 600,
  handle: ({ liveSessionId }, { db, services }) => advanceLiveSession(db, services, liveSessionId),
});
