import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { forgetCachedLogins, type LoginRecord } from './login-cache';

// Logins are rows of the `sessions` table: the table keeps its published name (decision 136).
// Every write here tells the login cache what it changed (forgetCachedLogins, decision 192).

/** What a login holds (the row's sess column): the signed-in user. */
export interface LoginData {
  userId?: string;
  [key: string]: unknown;
}

const loginWithUser = preparedPerDatabase((db) =>
  db
    .select({ login: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('cadence_login_with_user'),
);

/**
 * The unexpired login `sid` names and its user, in one prepared query: what every API request
 * with a login cookie reads (decision 192).
 */
export async function findLoginWithUser(
  db: Database,
  sid: string,
  now = new Date(),
): Promise<LoginRecord | null> {
  // As drizzle writes the timestamp column's values: ISO in UTC.
  const [row] = await loginWithUser(db).execute({ sid, now: now.toISOString() });
  if (!row) return null;
  const { login, user } = row;
  return { sid: login.sid, data: login.sess as LoginData, expire: login.expire, user };
}

export async function createLogin(
  db: Database,
  values: { sid: string; sess: LoginData; expire: Date },
) {
  await db.insert(sessions).values({
    sid: values.sid,
    sess: values.sess,
    expire: values.expire,
    userId: values.sess.userId ?? null,
  });
}

export async function updateLogin(
  db: Database,
  sid: string,
  values: { sess?: LoginData; expire?: Date },
) {
  await db
    .update(sessions)
    .set({
      ...(values.sess ? { sess: values.sess, userId: values.sess.userId ?? null } : {}),
      ...(values.expire ? { expire: values.expire } : {}),
    })
    .where(eq(sessions.sid, sid));
  forgetCachedLogins(db, { sid });
}

export async function deleteLogin(db: Database, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
  forgetCachedLogins(db, { sid });
}

export async function deleteLoginsOfUser(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetCachedLogins(db, { userId });
}

/** Every login of the user except the one whose sid is kept. */
export async function deleteOtherLoginsOfUser(db: Database, userId: string, keptSid: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keptSid)));
  forgetCachedLogins(db, { userId });
}

/** The login cache needs no word: it never answers with a login past its expiry. */
export async function deleteExpiredLogins(db: Database, now = new Date()) {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
