import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
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
  if (!row) throw new Error(`User ${id} was not found to update`);
  return row;
}

export async function deleteUser(db: Database, id: string) {
  await db.delete(users).where(eq(users.id, id));
}
