import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

// Logins are rows of the `sessions` table: the table keeps its published name (decision 136).

/** What a login holds (the row's sess column): the signed-in user. */
export interface LoginData {
  userId?: string;
  [key: string]: unknown;
}

export async function findLogin(db: Database, sid: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  return row ?? null;
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
}

export async function deleteLogin(db: Database, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteLoginsOfUser(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every login of the user except the one whose sid is kept. */
export async function deleteOtherLoginsOfUser(db: Database, userId: string, keptSid: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keptSid)));
}

export async function deleteExpiredLogins(db: Database, now = new Date()) {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
