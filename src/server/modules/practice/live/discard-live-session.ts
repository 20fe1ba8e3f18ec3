import type { Services } from '../../../services';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import type { UserRow } from '../../auth';
import { closeLiveSession } from './close-live-session';
import { lockLiveSession, updateLiveSession } from './live-session-repository';
import { canStillClose } from './finish-live-session';
import { liveSessionClosed, liveSessionNotFound } from './receive-live-piece';

/**
 * DELETE /api/live-sessions/{id}: the person throws an unfinished recording away. Its
 * pieces are removed and its practice session is given back, since nothing was analysed.
 * Discarding twice is harmless; a finished one (or one being finished) is not touched.
 */
export async function discardLiveSession(
  db: Database,
  services: Services,
  options: { user: UserRow; liveSessionId: string; now?: Date },
) {
  const now = options.now ?? new Date();
  const discard = await withTransaction(db, async (tx) => {
    const session = await lockLiveSession(tx, options.liveSessionId);
    if (!session || session.userId !== options.user.id) throw liveSessionNotFound();
    if (session.status === 'discarded') return false;
    if (!canStillClose(session, now)) throw liveSessionClosed();
    await updateLiveSession(tx, session.id, { status: 'discarded' });
    return true;
  });
  if (discard) {
    await closeLiveSession(db, services, options.liveSessionId, {
      status: 'discarded',
      release: true,
    });
  }
}
