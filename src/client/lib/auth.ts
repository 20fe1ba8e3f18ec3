import { routes } from '@shared/api/contract';
import { accountRoleOf, type AccountRole } from '@shared/auth/roles';
import { hasPremiumAccess } from '@shared/billing/premium';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  currentUserResponseSchema,
  type CurrentUserResponse,
  type PublicUser,
} from '@shared/auth/user';
import { getQueryFn } from './api';
import { hasStoredUser, removeStoredUser } from './browser-storage';
import { QUERY_CACHE } from './query-client';

/** Cache key of GET /api/auth/me; screens invalidate it after account changes. */
export const CURRENT_USER_QUERY_KEY = routes.currentUser.queryKey();

const GUEST: CurrentUserResponse = { user: null, sessionId: null, isFirstTime: false };

const readCurrentUser = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * Reads the current user. A missing user while one is still stored means the
 * login ended on the server, so the stored copy goes too (product rules R4.2).
 */
export async function fetchCurrentUser(
  context: QueryFunctionContext,
): Promise<CurrentUserResponse> {
  const body = await readCurrentUser(context);
  const response = body === null ? GUEST : currentUserResponseSchema.parse(body);
  if (!response.user && hasStoredUser()) removeStoredUser();
  return response;
}

export type AuthState = {
  user: PublicUser | null;
  /** The login's public id (GET /api/auth/me calls it `sessionId`); null for a guest. */
  loginId: string | null;
  isFirstTime: boolean;
  /** True until the first answer (or failure) for the current user arrives. */
  isLoading: boolean;
  /** Only a response that carries a user counts as signed in. */
  isAuthenticated: boolean;
};

export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    ...QUERY_CACHE.currentUser,
  });
  // A failed read leaves the visitor a guest rather than stranding them on a spinner.
  const data = query.data ?? GUEST;
  return {
    user: data.user,
    loginId: data.sessionId,
    isFirstTime: data.isFirstTime,
    isLoading: query.isPending,
    isAuthenticated: data.user !== null,
  };
}

/**
 * Premium for the header tag and the settings badge: a paying subscriber (also
 * while canceling, until the period ends), a coach, or a coach's client.
 */
export function isPremiumUser(
  user: Pick<PublicUser, 'userRole' | 'originalRole' | 'subscriptionStatus'>,
): boolean {
  return hasPremiumAccess(user);
}

const HOME_PATHS: Record<AccountRole, string> = {
  admin: '/admin',
  coach: '/coach-dashboard',
  client: '/dashboard',
  user: '/dashboard',
};

/**
 * Where a signed-in user lands from / and /login, after sign-in, and their menu's Dashboard:
 * a coach's is /coach-dashboard, an admin's /admin (product rules R2.3).
 */
export function homePathFor(
  user: Pick<PublicUser, 'userRole' | 'originalRole' | 'isAdmin'>,
): string {
  return HOME_PATHS[accountRoleOf(user)];
}
