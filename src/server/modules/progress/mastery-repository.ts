import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { masteryPhases } from '../../db/schema';

export type MasteryRow = typeof masteryPhases.$inferSelect;

/** The user's mastery row, created in Foundation (unlocked now) the first time it is read. */
export async function findOrCreateMastery(db: Database, userId: string, now: Date) {
  await db
    .insert(masteryPhases)
    .values({ userId, currentPhase: 1, phase1UnlockedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(masteryPhases).where(eq(masteryPhases.userId, userId));
  if (!row) throw new Error('The mastery row was not created');
  return row;
}

export async function findMastery(db: Database, userId: string) {
  const [row] = await db.select().from(masteryPhases).where(eq(masteryPhases.userId, userId));
  return row ?? null;
}

export async function updateMastery(
  db: Database,
  userId: string,
  values: Partial<typeof masteryPhases.$inferInsert>,
) {
  const [row] = await db
    .update(masteryPhases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(masteryPhases.userId, userId))
    .returning();
  return row ?? null;
}

type PhaseSlot = 1 | 2 | 3 | 4;
export const unlockedAtColumn = (phase: PhaseSlot) =>
  (['phase1UnlockedAt', 'phase2UnlockedAt', 'phase3UnlockedAt', 'phase4UnlockedAt'] as const)[
    phase - 1
  ]!;
export const sessionsInPhaseColumn = (phase: PhaseSlot) =>
  (
    [
      'totalSessionsInPhase1',
      'totalSessionsInPhase2',
      'totalSessionsInPhase3',
      'totalSessionsInPhase4',
    ] as const
  )[phase - 1]!;
