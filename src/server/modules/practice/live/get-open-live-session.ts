import type { Database } from '../../../db/client';
import type { UserRow } from '../../auth';
import { findOpenLiveSession } from './live-session-repository';

/**
 * GET /api/live-sessions/open: the person's unfinished live session, or null, so a reload or
 * a lost connection can finish or discard it.
 */
export async function getOpenLiveSession(db: Database, options: { user: UserRow }) {
  return findOpenLiveSession(db, options.user.id);
}
