import { averageOf } from '@shared/goals/goal-targets';
import type { AnalysisStats } from '@shared/progress/schemas';
import { computeTrend, type Trend } from '@shared/progress/trends';
import type { Database } from '../../db/client';
import { fillerPercentOf, listScoredSessions, type ScoredSession } from './session-repository';

/** recentAverageWPM reads this many of the latest sessions (judgement: about a week's work). */
export const RECENT_WPM_SESSIONS = 5;
const PACE_LABELS = ['moderate', 'slow', 'fast'] as const;

const mean = (values: readonly number[]) => averageOf(values, 1);

function mostCommonPace(sessions: readonly ScoredSession[]) {
  if (sessions.length === 0) return null;
  const counts = new Map<string, number>();
  for (const session of sessions) {
    counts.set(session.speakingPace, (counts.get(session.speakingPace) ?? 0) + 1);
  }
  // Ties go to 'moderate', then 'slow': the order of PACE_LABELS.
  let best: (typeof PACE_LABELS)[number] | null = null;
  for (const label of PACE_LABELS) {
    if ((counts.get(label) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = label;
  }
  return best;
}

/** GET /api/user/analysis-stats: averages over every scored session, and recent trends. */
export async function getAnalysisStats(db: Database, userId: string): Promise<AnalysisStats> {
  const sessions = await listScoredSessions(db, userId);
  const fillerPercents = sessions.map(fillerPercentOf);
  const recentWpm = sessions
    .slice(-RECENT_WPM_SESSIONS)
    .flatMap((session) => (session.paceWpm === null ? [] : [session.paceWpm]));
  const recentAverageWPM = mean(recentWpm);
  const trend = (values: number[], betterWhen: 'up' | 'down') =>
    computeTrend(values, betterWhen) as Trend;
  return {
    stats: {
      totalRecordings: sessions.length,
      averageClarity: mean(sessions.map((session) => session.clarityScore)),
      averageConfidence: mean(sessions.map((session) => session.confidenceLevel)),
      averagePace: mean(sessions.map((session) => session.paceScore)),
      averageFillerScore: mean(sessions.map((session) => session.fillerScore)),
      averageFillerWords: mean(sessions.map((session) => session.fillerWords ?? 0)),
      averageFillerPercentage: mean(fillerPercents),
      mostCommonPace: mostCommonPace(sessions),
      recentAverageWPM: recentAverageWPM === null ? null : Math.round(recentAverageWPM),
    },
    trends:
      sessions.length < 2
        ? null
        : {
            clarity: trend(
              sessions.map((session) => session.clarityScore),
              'up',
            ),
            fillerWords: trend(fillerPercents, 'down'),
            pacing: trend(
              sessions.map((session) => session.paceScore),
              'up',
            ),
            confidence: trend(
              sessions.map((session) => session.confidenceLevel),
              'up',
            ),
          },
  };
}
