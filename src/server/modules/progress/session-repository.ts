import { and, asc, count, desc, eq, gte, lt, min } from 'drizzle-orm';
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

/** Every scored session, oldest first: the dashboard's stats read all of them. */
export function listScoredSessions(db: Database, userId: string) {
  return db
    .select(sessionColumns)
    .from(recordings)
    .where(scoredBy(userId))
    .orderBy(asc(recordings.createdAt), asc(recordings.id));
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
