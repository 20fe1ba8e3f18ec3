import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createLogin } from '../modules/auth/login-repository';
import { hashLoginToken } from '../modules/auth/login-token';

type NewUser = typeof users.$inferInsert;

/** A user with sensible defaults; any field can be overridden. */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      name: `Test Speaker ${suffix}`,
      email: `speaker-${suffix}@example.com`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createUser inserted nothing');
  return user;
}

/** Signs `userId` in: a login as sign-in creates it; returns the token the browser holds. */
export async function signInAs(db: Database, userId: string) {
  const token = randomBytes(32).toString('base64url');
  await createLogin(db, {
    sid: hashLoginToken(token),
    sess: { userId },
    expire: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return token;
}
