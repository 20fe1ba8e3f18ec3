import { monthStart, startOfWeek } from '@shared/domain/calendar';
import { JOURNEY_DAYS, journeyDay, journeyPhase } from '@shared/progress/journey';
import type { UserStats } from '@shared/progress/schemas';
import { dayStreaks } from '@shared/progress/streaks';
import type { Database } from '../../db/client';
import { fillerPercentOf, listScoredSessions } from './session-repository';

/** The progress chart shows this many of the latest sessions (judgement: about two months). */
export const SCORE_HISTORY_SESSIONS = 60;

/** GET /api/user/stats: practice volume, streaks, the 90-day journey and the score history. */
export async function getUserStats(
  db: Database,
  user: { id: string; totalSessions: number },
  now = new Date(),
): Promise<UserStats> {
  const sessions = await listScoredSessions(db, user.id);
  const dates = sessions.map((session) => session.createdAt);
  const streaks = dayStreaks(dates, now);
  const first = dates[0] ?? null;
  const day = journeyDay(first, now);
  const phase = day === null ? null : journeyPhase(day);
  const seconds = sessions.reduce((sum, session) => sum + (session.duration ?? 0), 0);
  return {
    totalSessions: user.totalSessions,
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
        : {
            day,
            totalDays: JOURNEY_DAYS,
            phase: { number: phase.number, title: phase.title },
          },
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
