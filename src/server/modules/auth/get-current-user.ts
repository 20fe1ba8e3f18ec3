import type { CurrentUserResponse } from '@shared/auth/user';
import type { Database } from '../../db/client';
import type { RequestSession } from '../../http/session';
import { presentUserWithCoach } from './user-presenter';
import { findUserById } from './user-repository';

/**
 * The current user of a session. A guest still has a session (the spec's sessionId is kept
 * with guest activity); a session whose user no longer exists reads as a guest.
 */
export async function getCurrentUser(options: {
  db: Database;
  session: RequestSession;
}): Promise<CurrentUserResponse> {
  const { db, session } = options;
  const userId = session.data.userId;
  const user = userId ? await findUserById(db, userId) : null;
  if (!user) return { user: null, sessionId: session.token, isFirstTime: false };
  return {
    user: await presentUserWithCoach(db, user),
    sessionId: session.token,
    isFirstTime: user.isFirstSession,
  };
}
