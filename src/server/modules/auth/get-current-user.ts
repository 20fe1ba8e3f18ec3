import type { CurrentUserResponse } from '@shared/auth/user';
import type { Database } from '../../db/client';
import { hashSessionToken, type RequestSession } from '../../http/session';
import { presentUserWithCoach } from './user-presenter';
import { findUserById } from './user-repository';

/**
 * The current user of a request. A guest has no session. `sessionId` is the session's public
 * id (the stored hash), never the token itself: the token lives only in the HttpOnly cookie.
 * A session whose user no longer exists reads as a guest.
 */
export async function getCurrentUser(options: {
  db: Database;
  session: RequestSession | null;
}): Promise<CurrentUserResponse> {
  const { db, session } = options;
  const userId = session?.data.userId;
  const user = userId ? await findUserById(db, userId) : null;
  if (!session || !user) return { user: null, sessionId: null, isFirstTime: false };
  return {
    user: await presentUserWithCoach(db, user),
    sessionId: hashSessionToken(session.token),
    isFirstTime: user.isFirstSession,
  };
}
