import { count, gte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordings, users } from '../../db/schema';

export async function countRecordings(db: Database) {
  const [row] = await db.select({ value: count() }).from(recordings);
  return row?.value ?? 0;
}

export async function listAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      userRole: users.userRole,
      originalRole: users.originalRole,
      coachId: users.coachId,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndsAt: users.subscriptionEndsAt,
      requiresPasswordChange: users.requiresPasswordChange,
      createdAt: users.createdAt,
    })
    .from(users);
}
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

/** Recordings per user, with the newest one's time. */
export async function recordingActivityByUser(db: Database) {
  return db
    .select({ userId: recordings.userId, total: count(), lastAt: max(recordings.createdAt) })
    .from(recordings)
    .groupBy(recordings.userId);
}

/** Recordings per UTC day since `since`. */
export async function recordingsPerDay(db: Database, since: Date) {
  const day = sql<string>`to_char(${recordings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, total: count() })
    .from(recordings)
    .where(gte(recordings.createdAt, since))
    .groupBy(day);
}
