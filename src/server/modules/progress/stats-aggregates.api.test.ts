import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart, startOfWeek } from '@shared/domain/calendar';
import { averageOf } from '@shared/goals/goal-targets';
import { JOURNEY_DAYS, journeyDay, journeyPhase } from '@shared/progress/journey';
import { analysisStatsSchema, userStatsSchema } from '@shared/progress/schemas';
import { dayStreaks } from '@shared/progress/streaks';
import { computeTrend } from '@shared/progress/trends';
import { recordings, users } from '../../db/schema';
import { createUser, signInAs } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { getAnalysisStats } from './get-analysis-stats';
import { SCORE_HISTORY_SESSIONS, getUserStats } from './get-user-stats';
import { fillerPercentOf } from './session-repository';

/*
 * The stats the database works out (decision 189) against the figures the dashboard showed
 * before, when every session was read into JavaScript: the reference below is that code,
 * over every row, on seeded histories with gaps, ties, nulls and sessions that do not count.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY_MS = 86_400_000;
const NOW = new Date('2026-05-20T15:30:00.000Z');

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type NewRecording = typeof recordings.$inferInsert;

/** `count` recordings over the days before NOW, some of them not sessions at all. */
function seededHistory(userId: string, seed: number, count: number, days: number) {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  const oneDecimal = (low: number, high: number) =>
    Math.round((low + next() * (high - low)) * 10) / 10;
  return Array.from({ length: count }, (): NewRecording => {
    const wordCount = pick([null, 0, 120, 385, 402, 517]);
    const fillerWords = pick([null, 0, 3, 11, 24]);
    return {
      userId,
      transcript: 'words '.repeat(40),
      createdAt: new Date(NOW.getTime() - Math.floor(next() * days * DAY_MS)),
      duration: pick([null, 61.7, 95.3, 180, 174.25]),
      wordCount,
      fillerWords,
      fillerPercentage: pick([null, null, 1.7, 2.3, 4.15, 0]),
      speakingPace: pick(['moderate', 'slow', 'fast', 'fast']),
      paceWpm: pick([null, 118, 142, 151, 166]),
      paceScore: oneDecimal(2, 10),
      fillerScore: oneDecimal(1, 10),
      clarityScore: oneDecimal(3, 10),
      confidenceLevel: oneDecimal(2, 9.5),
      analysisStatus: pick(['complete', 'complete', 'complete', 'complete', 'analyzing', 'failed']),
      noWordsDetected: next() < 0.08,
    };
  });
}

/** Every scored session, oldest first, as the stats used to read them. */
function everyScoredSession(userId: string) {
  return server.db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        eq(recordings.analysisStatus, 'complete'),
        eq(recordings.noWordsDetected, false),
      ),
    )
    .orderBy(asc(recordings.createdAt), asc(recordings.id));
}
type Session = Awaited<ReturnType<typeof everyScoredSession>>[number];

/** GET /api/user/stats as it was computed before decision 189. */
function referenceUserStats(sessions: Session[], totalSessions: number, now: Date) {
  const dates = sessions.map((session) => session.createdAt);
  const streaks = dayStreaks(dates, now);
  const first = dates[0] ?? null;
  const day = journeyDay(first, now);
  const phase = day === null ? null : journeyPhase(day);
  const seconds = sessions.reduce((sum, session) => sum + (session.duration ?? 0), 0);
  return {
    totalSessions,
    totalPracticeMinutes: Math.round((seconds / 60) * 10) / 10,
    sessionsThisWeek: dates.filter((date) => date >= startOfWeek(now)).length,
    sessionsThisMonth: dates.filter((date) => date >= monthStart(now)).length,
    currentStreakDays: streaks.current,
    longestStreakDays: streaks.longest,
    firstSessionAt: first?.toISOString() ?? null,
    lastSessionAt: dates.at(-1)?.toISOString() ?? null,
    journey:
      day === null || phase === null
        ? null
        : { day, totalDays: JOURNEY_DAYS, phase: { number: phase.number, title: phase.title } },
    scoreHistory: sessions.slice(-SCORE_HISTORY_SESSIONS).map((session) => ({
      recordingId: session.id,
      createdAt: session.createdAt.toISOString(),
      pace: session.paceScore,
      fillerWords: session.fillerScore,
      clarity: session.clarityScore,
      confidence: session.confidenceLevel,
      wordsPerMinute: session.paceWpm,
      fillerPercentage: Math.round(fillerPercentOf(session) * 100) / 100,
    })),
  };
}

/** GET /api/user/analysis-stats as it was computed before decision 189. */
function referenceAnalysisStats(sessions: Session[]) {
  const mean = (values: readonly number[]) => averageOf(values, 1);
  const counts = new Map<string, number>();
  for (const session of sessions) {
    counts.set(session.speakingPace, (counts.get(session.speakingPace) ?? 0) + 1);
  }
  let mostCommonPace: string | null = null;
  for (const label of ['moderate', 'slow', 'fast']) {
    if ((counts.get(label) ?? 0) > (mostCommonPace ? (counts.get(mostCommonPace) ?? 0) : 0)) {
      mostCommonPace = label;
    }
  }
  const fillerPercents = sessions.map(fillerPercentOf);
  const recentWpm = sessions
    .slice(-5)
    .flatMap((session) => (session.paceWpm === null ? [] : [session.paceWpm]));
  const recent = mean(recentWpm);
  return {
    stats: {
      totalRecordings: sessions.length,
      averageClarity: mean(sessions.map((session) => session.clarityScore)),
      averageConfidence: mean(sessions.map((session) => session.confidenceLevel)),
      averagePace: mean(sessions.map((session) => session.paceScore)),
      averageFillerScore: mean(sessions.map((session) => session.fillerScore)),
      averageFillerWords: mean(sessions.map((session) => session.fillerWords ?? 0)),
      averageFillerPercentage: mean(fillerPercents),
      mostCommonPace,
      recentAverageWPM: recent === null ? null : Math.round(recent),
    },
    trends:
      sessions.length < 2
        ? null
        : {
            clarity: computeTrend(
              sessions.map((session) => session.clarityScore),
              'up',
            ),
            fillerWords: computeTrend(fillerPercents, 'down'),
            pacing: computeTrend(
              sessions.map((session) => session.paceScore),
              'up',
            ),
            confidence: computeTrend(
              sessions.map((session) => session.confidenceLevel),
              'up',
            ),
          },
  };
}

async function userWith(history: (userId: string) => NewRecording[]) {
  const user = await createUser(server.db);
  const rows = history(user.id);
  if (rows.length > 0) await server.db.insert(recordings).values(rows);
  const [stored] = await server.db
    .update(users)
    .set({ totalSessions: rows.length })
    .where(eq(users.id, user.id))
    .returning();
  if (!stored) throw new Error('The user was not updated');
  return stored;
}

const day = (daysAgo: number, hour = 12) => new Date(Date.UTC(2026, 4, 20 - daysAgo, hour, 0, 0));
const session = (userId: string, createdAt: Date): NewRecording => ({
  userId,
  createdAt,
  analysisStatus: 'complete',
  clarityScore: 7,
  duration: 60,
});

const HISTORIES: [string, (userId: string) => NewRecording[]][] = [
  ['no sessions', () => []],
  ['one session today', (userId) => [session(userId, day(0))]],
  [
    'only sessions that do not count',
    (userId) => [
      { ...session(userId, day(0)), analysisStatus: 'analyzing' },
      { ...session(userId, day(1)), noWordsDetected: true },
    ],
  ],
  [
    'a streak ending yesterday, and a longer one before',
    (userId) =>
      [1, 2, 2, 3, 7, 8, 9, 10, 11, 30].map((ago, index) => session(userId, day(ago, index % 24))),
  ],
  ['a streak broken two days ago', (userId) => [2, 3, 4].map((ago) => session(userId, day(ago)))],
  [
    'two sessions in the same microsecond',
    (userId) => [session(userId, day(0, 9)), session(userId, day(0, 9))],
  ],
  ['45 seeded over 20 days', (userId) => seededHistory(userId, 7, 45, 20)],
  ['120 seeded over 200 days', (userId) => seededHistory(userId, 42, 120, 200)],
  ['300 seeded over 40 days', (userId) => seededHistory(userId, 1234, 300, 40)],
];

describe('the dashboard stats, worked out by the database', () => {
  it.each(HISTORIES)('equal the figures read from every row: %s', async (_label, history) => {
    const user = await userWith(history);
    const sessions = await everyScoredSession(user.id);
    expect(await getUserStats(server.db, user, NOW)).toEqual(
      referenceUserStats(sessions, user.totalSessions, NOW),
    );
    expect(await getAnalysisStats(server.db, user.id)).toEqual(referenceAnalysisStats(sessions));
  });

  it('answer the same over HTTP, in the documented shape', async () => {
    const user = await userWith((userId) => seededHistory(userId, 99, 60, 30));
    const token = await signInAs(server.db, user.id);
    const sessions = await everyScoredSession(user.id);
    const stats = userStatsSchema.parse(
      await (await server.request('/api/user/stats', { session: token })).json(),
    );
    const expected = referenceUserStats(sessions, user.totalSessions, new Date());
    expect(stats.totalPracticeMinutes).toBe(expected.totalPracticeMinutes);
    expect(stats.longestStreakDays).toBe(expected.longestStreakDays);
    expect(stats.scoreHistory).toEqual(expected.scoreHistory);
    const analysis = analysisStatsSchema.parse(
      await (await server.request('/api/user/analysis-stats', { session: token })).json(),
    );
    expect(analysis).toEqual(referenceAnalysisStats(sessions));
  });
});
