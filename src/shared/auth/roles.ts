import type { UserRole } from './user';

/*
 * Who a person is, for every place that asks (product rules R6.1, R2.3 and R2.29): the client's
 * home, menu and header tag, and the server's policies. Written once here.
 */

export interface RoleSubject {
  userRole: UserRole;
  /** A coach previewing the product as premium keeps 'coach' here (product rules R4.25). */
  originalRole?: UserRole | null;
}

/** A coach, also while previewing the product as a premium user (product rules R6.6). */
export function isCoach(subject: RoleSubject): boolean {
  return subject.userRole === 'coach' || subject.originalRole === 'coach';
}

/** A coach-managed account (product rules R6.7). */
export function isClient(subject: Pick<RoleSubject, 'userRole'>): boolean {
  return subject.userRole === 'client';
}

/** The isAdmin flag (product rules R6.8); an admin may also hold any other role. */
export function isAdmin(subject: { isAdmin: boolean }): boolean {
  return subject.isAdmin;
}

/** The role that decides a signed-in person's home and header tag. */
export type AccountRole = 'admin' | 'coach' | 'client' | 'user';

/**
 * An admin's work is the admin area whatever else the account is, so admin comes first; a
 * coach's is the coach dashboard (docs/decisions.md).
 */
export function accountRoleOf(subject: RoleSubject & { isAdmin: boolean }): AccountRole {
  if (isAdmin(subject)) return 'admin';
  if (isCoach(subject)) return 'coach';
  if (isClient(subject)) return 'client';
  return 'user';
}
