import { CURRENT_USER_ROUTE } from '@shared/api/contract/current-user';
import { accountRoleOf, type AccountRole } from '@shared/auth/roles';
import { hasPremiumAccess } from '@shared/billing/premium';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { CurrentUserResponse, PublicUser } from '@shared/auth/user';
import { getQueryFn } from './api';
import { hasStoredUser, removeStoredUser } from './browser-storage';
import { QUERY_CACHE } from './query-client';

/** Cache key of GET /api/auth/me; screens invalidate it after account changes. */
export const CURRENT_USER_QUERY_KEY = CURRENT_USER_ROUTE.queryKey();

const GUEST: CurrentUserResponse = { user: null, sessionId: null, isFirstTime: false };

const readCurrentUser = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * Reads the current user. A missing user while one is still stored means the
 * login ended on the server, so the stored copy goes too (product rules R4.2).
 */
export async function fetchCurrentUser(
  context: QueryFunctionContext,
): Promise<CurrentUserResponse> {
  const response = await readAnswer(await readCurrentUser(context));
  if (!response.user && hasStoredUser()) removeStoredUser();
  return response;
}

/**
 * A guest's answer as it is; one with a user, checked against the shared schema, which is
 * loaded only then: a visitor's first page carries no zod (decision 176), and a signed-in
 * person's pages load it anyway.
 */
async function readAnswer(body: unknown): Promise<CurrentUserResponse> {
  if (body === null) return GUEST;
  const answer = body as Partial<CurrentUserResponse>;
  if (answer.user === null && answer.sessionId === null) {
    return { ...GUEST, isFirstTime: answer.isFirstTime === true };
  }
  const { currentUserResponseSchema } = await import('@shared/auth/user');
  return currentUserResponseSchema.parse(body);
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
