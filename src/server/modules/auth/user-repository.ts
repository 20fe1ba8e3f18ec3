import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forgetCachedLogins } from './login-cache';

// Every write here tells the login cache which user changed (forgetCachedLogins, decision 192);
// a user new to the table has no login to forget.

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Ids come from outside too (Stripe metadata, references); only a uuid can name a user. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Emails are stored lower-cased, so lookups compare lower-cased input. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserByResetToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(users).where(eq(users.resetToken, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * The user row, locked until the transaction ends: the lock that serialises a user's
 * read-then-write use cases (see withTransaction). Only inside a transaction.
 */
export async function lockUserRow(tx: Database, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** A new user, or null when the email is taken (also when another request took it meanwhile). */
export async function createUserIfEmailFree(
  db: Database,
  values: NewUserRow,
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function createUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('Inserting the user returned nothing');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  forgetCachedLogins(db, { userId: id });
  if (!row) throw new Error(`User ${id} was not found to update`);
  return row;
}

/**
 * Marks the user's temporary password used, if it was not: true for the one sign-in that
 * claims it. One conditional update, so of two sign-ins at once only one gets through.
 */
export async function claimTemporaryPassword(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ temporaryPasswordUsedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.temporaryPasswordUsedAt)))
    .returning({ id: users.id });
  forgetCachedLogins(db, { userId: id });
  return claimed.length === 1;
}

/**
 * Adds one to the user's session total and returns the new total, or null for a missing user.
 * The update locks the row until the transaction ends.
 */
export async function incrementTotalSessions(db: Database, id: string) {
  const [row] = await db
    .update(users)
    .set({ totalSessions: sql`${users.totalSessions} + 1` })
    .where(eq(users.id, id))
    .returning({ id: users.id, totalSessions: users.totalSessions });
  forgetCachedLogins(db, { userId: id });
  return row ?? null;
}

/** A session deleted: the total counts the sessions the person has (session-counts.ts). */
export async function decrementTotalSessions(db: Database, id: string) {
  await db
    .update(users)
    .set({ totalSessions: sql`greatest(${users.totalSessions} - 1, 0)` })
    .where(eq(users.id, id));
  forgetCachedLogins(db, { userId: id });
}

export async function deleteUser(db: Database, id: string) {
  await db.delete(users).where(eq(users.id, id));
  forgetCachedLogins(db, { userId: id });
}
