import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordings, users } from '../../db/schema';

const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  totalSessions: users.totalSessions,
  requiresPasswordChange: users.requiresPasswordChange,
  createdAt: users.createdAt,
};

const ownClient = (coachId: string) =>
  and(eq(users.coachId, coachId), eq(users.isCoachManaged, true));

export async function listClientsOfCoach(db: Database, coachId: string) {
  return db
    .select(clientColumns)
    .from(users)
    .where(ownClient(coachId))
    .orderBy(desc(users.createdAt));
}
export type ClientRow = Awaited<ReturnType<typeof listClientsOfCoach>>[number];

/** A client of this coach, or null: another coach's client is as good as missing. */
export async function findClientOfCoach(db: Database, coachId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownClient(coachId), eq(users.id, clientId)))
    .limit(1);
  return row ?? null;
}

const complete = eq(recordings.analysisStatus, 'complete');

/** Per client: analysed recordings, mean clarity, confidence and fillers. */
export async function summarizeClientRecordings(db: Database, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({
      userId: recordings.userId,
      total: count(),
      clarity: sql<number>`avg(${recordings.clarityScore})`.mapWith(Number),
      confidence: sql<number>`avg(${recordings.confidenceLevel})`.mapWith(Number),
      fillers: sql<number | null>`avg(${recordings.fillerWords})`.mapWith(Number),
      lastAt: max(recordings.createdAt),
    })
    .from(recordings)
    .where(and(complete, inArray(recordings.userId, clientIds)))
    .groupBy(recordings.userId);
}

/** Words per minute of each client's latest analysed recordings, newest first. */
export async function listRecentPaces(db: Database, clientIds: string[], perClient: number) {
  if (clientIds.length === 0) return [];
  const ranked = db
    .select({
      userId: recordings.userId,
      paceWpm: recordings.paceWpm,
      rank: sql<number>`row_number() over (partition by ${recordings.userId} order by ${recordings.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(recordings)
    .where(and(complete, inArray(recordings.userId, clientIds)))
    .as('ranked');
  return db
    .select({ userId: ranked.userId, paceWpm: ranked.paceWpm })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perClient}`);
}

export async function listAnalyzedRecordings(db: Database, userId: string) {
  return db
    .select()
    .from(recordings)
    .where(and(complete, eq(recordings.userId, userId)))
    .orderBy(desc(recordings.createdAt));
}
