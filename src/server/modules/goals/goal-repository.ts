import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goals, goalTemplates } from '../../db/schema';

export type GoalRow = typeof goals.$inferSelect;
export type GoalTemplateRow = typeof goalTemplates.$inferSelect;

export const listGoalTemplates = (db: Database) =>
  db.select().from(goalTemplates).orderBy(asc(goalTemplates.category), asc(goalTemplates.title));

export async function findGoalTemplate(db: Database, id: string) {
  const [row] = await db.select().from(goalTemplates).where(eq(goalTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Makes `values` the user's one active goal: any earlier active goal is retired first. */
export async function replaceActiveGoal(db: Database, values: typeof goals.$inferInsert) {
  return db.transaction(async (tx) => {
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
