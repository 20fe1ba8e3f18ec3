import { monthStart, startOfWeek, utcDayNumber } from '@shared/domain/calendar';
import { JOURNEY_DAYS, journeyDay, journeyPhase } from '@shared/progress/journey';
import type { UserStats } from '@shared/progress/schemas';
import type { Database } from '../../db/client';
import {
  fillerPercentOf,
  findDayStreaks,
  listLatestScoredSessions,
  summarizeScoredSessions,
} from './session-repository';

/** The progress chart shows this many of the latest sessions (judgement: about two months). */
export const SCORE_HISTORY_SESSIONS = 60;

/**
 * GET /api/user/stats: practice volume, streaks, the 90-day journey and the score history.
 * Totals and streaks are the database's aggregates, and only the charted sessions are read
 * (decision 189).
 */
export async function getUserStats(
  db: Database,
  user: { id: string; totalSessions: number },
  now = new Date(),
): Promise<UserStats> {
  const [summary, streaks, latest] = await Promise.all([
    summarizeScoredSessions(db, user.id, { week: startOfWeek(now), month: monthStart(now) }),
    findDayStreaks(db, user.id),
    listLatestScoredSessions(db, user.id, SCORE_HISTORY_SESSIONS),
  ]);
  const first = summary.firstAt;
  const day = journeyDay(first, now);
  const phase = day === null ? null : journeyPhase(day);
  // As dayStreaks: the last run is still alive until a whole day passes without practice.
  const current =
    streaks.lastDay !== null && utcDayNumber(now) - streaks.lastDay <= 1 ? streaks.lastLength : 0;
  return {
    totalSessions: user.totalSessions,
    totalPracticeMinutes: Math.round((summary.seconds / 60) * 10) / 10,
    sessionsThisWeek: summary.thisWeek,
    sessionsThisMonth: summary.thisMonth,
    currentStreakDays: current,
    longestStreakDays: streaks.longest,
    firstSessionAt: first?.toISOString() ?? null,
    lastSessionAt: summary.lastAt?.toISOString() ?? null,
    journey:
      day === null || phase === null
        ? null
        : {
            day,
            totalDays: JOURNEY_DAYS,
            phase: { number: phase.number, title: phase.title },
          },
    scoreHistory: latest.map((session) => ({
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
