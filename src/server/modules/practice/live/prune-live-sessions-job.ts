import { LIVE_SESSION_ABANDON_HOURS } from '@shared/recordings/limits';
import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition';
import { closeLiveSession } from './close-live-session';
import { deleteLiveSession, listStaleSessions } from './live-session-repository';

/**
 * Hourly: live sessions without a piece or a change for LIVE_SESSION_ABANDON_HOURS go. An
 * open one nobody came back to is discarded first (its pieces removed from the media store,
 * its practice session given back); finished and discarded ones only leave their row.
 * Removing what is already gone is harmless, so a retry is safe.
 */
export const pruneLiveSessionsJob = defineJob({
  name: 'live.prune',
  payload: z.object({ now: z.string().datetime().optional() }).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 900,
  schedule: '23 * * * *',
  async handle(payload, { db, services }) {
    const now = payload.now ? new Date(payload.now) : new Date();
    const before = new Date(now.getTime() - LIVE_SESSION_ABANDON_HOURS * 3600 * 1000);
    let abandoned = 0;
    let removed = 0;
    for (;;) {
      const stale = await listStaleSessions(db, before);
      if (stale.length === 0) break;
      for (const session of stale) {
        if (session.status === 'recording' || session.status === 'finishing') {
          await closeLiveSession(db, services, session.id, { status: 'discarded', release: true });
          abandoned += 1;
        }
        await deleteLiveSession(db, session.id);
        removed += 1;
      }
    }
    return { abandoned, removed };
  },
});
