import type { CurrentUserResponse, PublicUser } from '@shared/auth/user';

/** A valid signed-in user; override only what a test is about. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '2f1c8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    userRole: 'user',
    originalRole: null,
    isInSwitchedMode: false,
    isAdmin: false,
    isAdminCreated: false,
    isCoachManaged: false,
    requiresPasswordChange: false,
    isFirstSession: false,
    totalSessions: 0,
    subscriptionStatus: 'free',
    subscriptionPlan: null,
    coach: null,
    createdAt: '2025-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(overrides: Partial<PublicUser> = {}): CurrentUserResponse {
  return { user: buildUser(overrides), sessionId: 'session-1', isFirstTime: false };
}

export const GUEST_RESPONSE: CurrentUserResponse = {
  user: null,
  sessionId: 'session-guest',
  isFirstTime: false,
};
