import type { Database } from '../db/client';
import { eq, sql } from 'drizzle-orm';
import { recordings, users } from '../db/schema';
import { forgetCachedLogins } from '../modules/auth/login-cache';
import { createPracticeSession } from '../modules/dev/create-practice-history';
import { createUser, signInAs } from './factories';

type NewRecording = typeof recordings.$inferInsert;

export interface SessionScores {
  paceScore?: number;
  fillerScore?: number;
  clarityScore?: number;
  confidenceLevel?: number;
  /** Fillers as a percentage of words. */
  fillerPercentage?: number;
  paceWpm?: number;
}

/**
 * An analysed recording with chosen scores, completed as an analysis completes it, so every
 * progress update (goal, phase, skills, challenges, badges) runs exactly as in production.
 */
export const createScoredRecording = (
  db: Database,
  userId: string,
  overrides: SessionScores & Partial<NewRecording> = {},
) => {
  const { fillerPercentage, wordCount, paceWpm, ...extra } = overrides;
  return createPracticeSession(
    db,
    userId,
    {
      fillerPercentage: fillerPercentage ?? undefined,
      wordCount: wordCount ?? undefined,
      paceWpm: paceWpm ?? undefined,
    },
    extra,
  );
};

/** `count` sessions made one after the other, all with `scores`. */
export async function createSessions(
  db: Database,
  userId: string,
  count: number,
  scores: SessionScores & Partial<NewRecording> = {},
) {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(await createScoredRecording(db, userId, scores));
  }
  return rows;
}

/** A signed-in user with `count` analysed sessions of the chosen scores. */
export async function userWithSessions(
  db: Database,
  count: number,
  scores: SessionScores & Partial<NewRecording> = {},
) {
  const user = await createUser(db);
  await createSessions(db, user.id, count, scores);
  return { user, session: await signInAs(db, user.id) };
}

/**
 * A history of `count` analysed sessions inserted at once, as if made before the progress
 * features existed: the rows and the user's session total, with no progress updates. The next
 * session completed through createScoredRecording then moves everything from there, which is
 * how the phase thresholds are tested without analysing 150 sessions one by one.
 */
export async function insertSessionHistory(
  db: Database,
  userId: string,
  count: number,
  scores: SessionScores & Partial<NewRecording> = {},
) {
  if (count === 0) return;
  const wordCount = scores.wordCount ?? 400;
  const fillerPercentage = scores.fillerPercentage ?? 2;
  const start = Date.now() - count * 60_000;
  await db.insert(recordings).values(
    Array.from({ length: count }, (_, index) => ({
      userId,
      transcript: 'An earlier practice session.',
      duration: 180,
      wordCount,
      recordingSource: 'live' as const,
      speakingType: 'practice' as const,
      analysisStatus: 'complete' as const,
      paceWpm: 140,
      fillerWords: Math.round((fillerPercentage / 100) * wordCount),
      fillerPercentage,
      paceScore: 7,
      fillerScore: 7,
      clarityScore: 7,
      confidenceLevel: 7,
      ...scores,
      createdAt: new Date(start + index * 60_000),
    })),
  );
  await db
    .update(users)
    .set({ totalSessions: sql`${users.totalSessions} + ${count}` })
    .where(eq(users.id, userId));
  // Written here rather than through the repository, so the login cache is told here.
  forgetCachedLogins(db, { userId });
}
