import type { Database } from '../../db/client';
import { createUser, findUserByEmail, hashSecret, updateUser } from '../auth';

export interface AdminAccountInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Makes sure the configured admin exists (ADMIN_EMAIL and ADMIN_PASSWORD, or
 * `npm run admin:create`). An existing account with that email becomes an admin and keeps its
 * password; a new one gets the given password. Never emailed, never hard-coded.
 */
export async function ensureAdminAccount(db: Database, input: AdminAccountInput) {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.isAdmin) return { user: existing, created: false };
    return { user: await updateUser(db, existing.id, { isAdmin: true }), created: false };
  }
  try {
    const user = await createUser(db, {
      name: input.name,
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashSecret(input.password),
      isAdmin: true,
      isFirstSession: false,
    });
    return { user, created: true };
  } catch (error) {
    // Another process starting at the same moment made it first.
    const made = await findUserByEmail(db, input.email);
    if (made?.isAdmin) return { user: made, created: false };
    throw error;
  }
}
