import type { CurrentUserResponse } from '@shared/auth/user';
import type { Database } from '../../db/client';
import type { RequestLogin } from './login-cookie';
import { userOfLogin } from './auth-guard';
import { presentUserWithCoach } from './user-presenter';

/**
 * The current user of a request. A guest has no login. `sessionId` (the API's name) is the
 * login's public id (the stored hash), never the token itself: the token lives only in the
 * HttpOnly cookie. A login whose user no longer exists reads as a guest.
 */
export async function getCurrentUser(options: {
  db: Database;
  login: Pick<RequestLogin, 'sid' | 'data' | 'user'> | null;
}): Promise<CurrentUserResponse> {
  const { db, login } = options;
  const user = await userOfLogin(db, login);
  if (!login || !user) return { user: null, sessionId: null, isFirstTime: false };
  return {
    user: await presentUserWithCoach(db, user),
    sessionId: login.sid,
    isFirstTime: user.isFirstSession,
  };
}
