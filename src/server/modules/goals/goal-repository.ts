import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goals, goalTemplates } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { lockUserRow } from '../auth';

export type GoalRow = typeof goals.$inferSelect;
export type GoalTemplateRow = typeof goalTemplates.$inferSelect;

export const listGoalTemplates = (db: Database) =>
  db.select().from(goalTemplates).orderBy(asc(goalTemplates.category), asc(goalTemplates.title));

export async function findGoalTemplate(db: Database, id: string) {
  const [row] = await db.select().from(goalTemplates).where(eq(goalTemplates.id, id)).limit(1);
  return row ?? null;
}

/**
 * Makes `values` the user's one active goal: any earlier active goal is retired first. The
 * user's row is locked first, so goals chosen at once are made one after the other and the
 * last one chosen is the active one (two at once had met on the one-active-goal index: 409).
 */
export async function replaceActiveGoal(db: Database, values: typeof goals.$inferInsert) {
  return withTransaction(db, async (tx) => {
    await lockUserRow(tx, values.userId);
    await tx
      .update(goals)
      .set({ isActive: false })
      .where(and(eq(goals.userId, values.userId), eq(goals.isActive, true)));
    const [row] = await tx
      .insert(goals)
      .values({ ...values, isActive: true })
      .returning();
    if (!row) throw new Error('Inserting the goal returned nothing');
    return row;
  });
}

export async function findActiveGoal(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.isActive, true)));
  return row ?? null;
}

/** One of the user's goals; another user's goal is not found. */
export async function findOwnGoal(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.id, id)));
  return row ?? null;
}

/** The user's goals: the active one first, then newest first. */
export function listOwnGoals(db: Database, userId: string) {
  return db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.isActive), desc(goals.createdAt));
}

export async function updateGoal(
  db: Database,
  id: string,
  values: Partial<typeof goals.$inferInsert>,
) {
  const [row] = await db
    .update(goals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(goals.id, id))
    .returning();
  if (!row) throw new Error('The goal disappeared while it was updated');
  return row;
}

/** One of the user's goals, locked until the transaction ends (session updates run one by one). */
export async function findOwnGoalForUpdate(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.id, id)))
    .for('update');
  return row ?? null;
}

/** A goal by id, locked until the transaction ends. */
export async function findGoalForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(goals).where(eq(goals.id, id)).for('update');
  return row ?? null;
}
