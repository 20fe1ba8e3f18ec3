import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorMicros, keysetOrder, toPage } from '../../db/keyset-page';
import { assignments, recordings, users } from '../../db/schema';

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

/** What a session card shows (clientRecordingSchema): no transcript or words. */
const clientRecordingColumns = {
  id: recordings.id,
  speakingType: recordings.speakingType,
  createdAt: recordings.createdAt,
  clarityScore: recordings.clarityScore,
  confidenceLevel: recordings.confidenceLevel,
  wordCount: recordings.wordCount,
  duration: recordings.duration,
  fillerWords: recordings.fillerWords,
  paceWpm: recordings.paceWpm,
  recommendations: recordings.recommendations,
  mediaFilePath: recordings.mediaFilePath,
  mediaType: recordings.mediaType,
  cursorMicros: cursorMicros(recordings),
};

/**
 * One page of a client's analysed recordings, newest first (decision 188), each with the title
 * of the assignment it was submitted for: null for a free practice, or an assignment that is
 * not this coach's.
 */
export async function listAnalyzedRecordingsPage(
  db: Database,
  options: { coachId: string; clientId: string; limit: number; cursor?: string | undefined },
) {
  const rows = await db
    .select({ ...clientRecordingColumns, assignmentTitle: assignments.title })
    .from(recordings)
    .leftJoin(
      assignments,
      and(eq(assignments.id, recordings.assignmentId), eq(assignments.coachId, options.coachId)),
    )
    .where(
      and(
        complete,
        eq(recordings.userId, options.clientId),
        afterCursor(recordings, options.cursor),
      ),
    )
    .orderBy(...keysetOrder(recordings))
    .limit(options.limit + 1);
  return toPage(rows, options.limit);
}
export type ClientRecordingRow = Awaited<
  ReturnType<typeof listAnalyzedRecordingsPage>
>['rows'][number];
