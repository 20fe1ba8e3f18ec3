import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashSessionToken } from '../http/session';
import { createSession } from '../modules/auth/session-repository';

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

/** A signed-in session for `userId`, as sign-in creates it; returns the token the client holds. */
export async function createSignedInSession(db: Database, userId: string) {
  const token = randomBytes(32).toString('base64url');
  await createSession(db, {
    sid: hashSessionToken(token),
    sess: { userId },
    expire: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return token;
}
