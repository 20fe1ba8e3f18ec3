import type { CurrentUserResponse } from '@shared/auth/user';
import type { Database } from '../../db/client';
import type { LoginData } from './login-repository';
import { hashLoginToken } from './login-token';
import { presentUserWithCoach } from './user-presenter';
import { findUserById } from './user-repository';

/**
 * The current user of a request. A guest has no login. `sessionId` (the API's name) is the
 * login's public id (the stored hash), never the token itself: the token lives only in the
 * HttpOnly cookie. A login whose user no longer exists reads as a guest.
 */
export async function getCurrentUser(options: {
  db: Database;
  login: { token: string; data: LoginData } | null;
}): Promise<CurrentUserResponse> {
  const { db, login } = options;
  const userId = login?.data.userId;
  const user = userId ? await findUserById(db, userId) : null;
  if (!login || !user) return { user: null, sessionId: null, isFirstTime: false };
  return {
    user: await presentUserWithCoach(db, user),
    sessionId: hashLoginToken(login.token),
    isFirstTime: user.isFirstSession,
  };
}
