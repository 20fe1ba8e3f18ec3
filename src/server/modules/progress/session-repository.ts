import { and, asc, count, desc, eq, gte, lt, min, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordings } from '../../db/schema';

/** `isScoredSession` (shared/progress/session-counts.ts) in SQL: a recording that is a session. */
export const scoredRecording = and(
  eq(recordings.analysisStatus, 'complete'),
  eq(recordings.noWordsDetected, false),
);

/** Queries over a user's sessions (decision 181). */
const scoredBy = (userId: string) => and(eq(recordings.userId, userId), scoredRecording);

const sessionColumns = {
  id: recordings.id,
  createdAt: recordings.createdAt,
  duration: recordings.duration,
  wordCount: recordings.wordCount,
  paceWpm: recordings.paceWpm,
  speakingPace: recordings.speakingPace,
  fillerWords: recordings.fillerWords,
  fillerPercentage: recordings.fillerPercentage,
  paceScore: recordings.paceScore,
  fillerScore: recordings.fillerScore,
  clarityScore: recordings.clarityScore,
  confidenceLevel: recordings.confidenceLevel,
  pauseAnalysis: recordings.pauseAnalysis,
  energyLevel: recordings.energyLevel,
};

export type ScoredSession = Awaited<ReturnType<typeof listLatestScoredSessions>>[number];

/** The user's latest scored sessions, oldest first. */
export async function listLatestScoredSessions(db: Database, userId: string, limit: number) {
  const rows = await db
    .select(sessionColumns)
    .from(recordings)
    .where(scoredBy(userId))
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(limit);
  return rows.reverse();
}

/** Scored sessions made in [from, to), oldest first. */
export function listScoredSessionsBetween(db: Database, userId: string, from: Date, to: Date) {
  return db
    .select(sessionColumns)
    .from(recordings)
    .where(and(scoredBy(userId), gte(recordings.createdAt, from), lt(recordings.createdAt, to)))
    .orderBy(asc(recordings.createdAt));
}

export async function countScoredSessions(db: Database, userId: string) {
  const [row] = await db.select({ value: count() }).from(recordings).where(scoredBy(userId));
  return row?.value ?? 0;
}

export async function findFirstScoredSessionAt(db: Database, userId: string) {
  const [row] = await db
    .select({ value: min(recordings.createdAt) })
    .from(recordings)
    .where(scoredBy(userId));
  return row?.value ?? null;
}

/** The filler percentage of a session: stored, or worked out from the counts. */
export function fillerPercentOf(
  session: Pick<ScoredSession, 'fillerPercentage' | 'fillerWords' | 'wordCount'>,
) {
  if (session.fillerPercentage !== null) return session.fillerPercentage;
  const words = session.wordCount ?? 0;
  return words > 0 ? ((session.fillerWords ?? 0) / words) * 100 : 0;
}

/*
 * The dashboard's figures over every session, worked out by the database (decision 189): what
 * crosses to the server is one row of totals, not one row per session, so the stats cost the
 * same after 5,000 sessions as after 10. A real column is read through its text, as the
 * driver reads it, so a mean here is the mean of the numbers the old code summed.
 */
const asDouble = (column: AnyColumn) => sql`${column}::text::float8`;

/** fillerPercentOf, per row. */
const fillerPercentSql = sql`coalesce(${asDouble(recordings.fillerPercentage)}, case when coalesce(${recordings.wordCount}, 0) > 0 then coalesce(${recordings.fillerWords}, 0)::float8 / ${recordings.wordCount} * 100 else 0 end)`;

/** Counts, totals and means over every scored session of the user (null means with none). */
export async function summarizeScoredSessions(
  db: Database,
  userId: string,
  since: { week: Date; month: Date },
) {
  const [row] = await db
    .select({
      sessions: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(sum(${asDouble(recordings.duration)}), 0)::float8`,
      thisWeek: sql<number>`(count(*) filter (where ${recordings.createdAt} >= ${since.week.toISOString()}::timestamptz))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${recordings.createdAt} >= ${since.month.toISOString()}::timestamptz))::int`,
      firstAt: min(recordings.createdAt),
      lastAt: sql<Date | null>`max(${recordings.createdAt})`.mapWith(recordings.createdAt),
      clarity: sql<number | null>`avg(${asDouble(recordings.clarityScore)})::float8`,
      confidence: sql<number | null>`avg(${asDouble(recordings.confidenceLevel)})::float8`,
      pace: sql<number | null>`avg(${asDouble(recordings.paceScore)})::float8`,
      fillerScore: sql<number | null>`avg(${asDouble(recordings.fillerScore)})::float8`,
      fillerWords: sql<number | null>`avg(coalesce(${recordings.fillerWords}, 0))::float8`,
      fillerPercent: sql<number | null>`avg(${fillerPercentSql})::float8`,
      moderate: sql<number>`(count(*) filter (where ${recordings.speakingPace} = 'moderate'))::int`,
      slow: sql<number>`(count(*) filter (where ${recordings.speakingPace} = 'slow'))::int`,
      fast: sql<number>`(count(*) filter (where ${recordings.speakingPace} = 'fast'))::int`,
    })
    .from(recordings)
    .where(scoredBy(userId));
  if (!row) throw new Error('An aggregate query returned no row');
  return row;
}

/**
 * `dayStreaks` (shared/progress/streaks.ts) in SQL: the runs of consecutive UTC days with a
 * session, as gaps and islands. Gives the longest run, and the last run with its last day (days
 * since 1970-01-01), from which the current streak follows.
 */
export async function findDayStreaks(db: Database, userId: string) {
  const days = sql`select distinct ((${recordings.createdAt} at time zone 'UTC')::date - date '1970-01-01') as day from ${recordings} where ${scoredBy(userId)}`;
  const runs = sql`(select max(day) as last_day, count(*)::int as length from (select day, day - row_number() over (order by day) as run from (${days}) days) numbered group by run) runs`;
  const [row] = await db
    .select({
      longest: sql<number>`coalesce(max(length), 0)::int`,
      lastDay: sql<number | null>`((array_agg(last_day order by last_day desc))[1])::int`,
      lastLength: sql<number | null>`((array_agg(length order by last_day desc))[1])::int`,
    })
    .from(runs);
  return {
    longest: row?.longest ?? 0,
    lastDay: row?.lastDay ?? null,
    lastLength: row?.lastLength ?? 0,
  };
}
