import { averageOf, roundTo } from '@shared/goals/goal-targets';
import type { AnalysisStats } from '@shared/progress/schemas';
import { TREND_WINDOW, computeTrend, type Trend } from '@shared/progress/trends';
import type { Database } from '../../db/client';
import {
  fillerPercentOf,
  listLatestScoredSessions,
  summarizeScoredSessions,
} from './session-repository';

/** recentAverageWPM reads this many of the latest sessions (judgement: about a week's work). */
export const RECENT_WPM_SESSIONS = 5;
/** A trend compares the latest TREND_WINDOW sessions with the ones before: no more are read. */
const TREND_SESSIONS = 2 * TREND_WINDOW;
const PACE_LABELS = ['moderate', 'slow', 'fast'] as const;

/** A mean as the dashboard shows it: one decimal, as averageOf gives it. */
const oneDecimal = (mean: number | null) => (mean === null ? null : roundTo(mean, 1));

function mostCommonPace(counts: Record<(typeof PACE_LABELS)[number], number>) {
  // Ties go to 'moderate', then 'slow': the order of PACE_LABELS.
  let best: (typeof PACE_LABELS)[number] | null = null;
  for (const label of PACE_LABELS) {
    if (counts[label] > (best ? counts[best] : 0)) best = label;
  }
  return best;
}

/**
 * GET /api/user/analysis-stats: averages over every scored session, and recent trends. The
 * averages are the database's (decision 189); only the sessions a trend compares are read.
 */
export async function getAnalysisStats(db: Database, userId: string): Promise<AnalysisStats> {
  const [summary, latest] = await Promise.all([
    summarizeScoredSessions(db, userId, { week: new Date(0), month: new Date(0) }),
    listLatestScoredSessions(db, userId, Math.max(TREND_SESSIONS, RECENT_WPM_SESSIONS)),
  ]);
  const recentWpm = latest
    .slice(-RECENT_WPM_SESSIONS)
    .flatMap((session) => (session.paceWpm === null ? [] : [session.paceWpm]));
  const recentAverageWPM = averageOf(recentWpm, 1);
  const trend = (values: number[], betterWhen: 'up' | 'down') =>
    computeTrend(values, betterWhen) as Trend;
  return {
    stats: {
      totalRecordings: summary.sessions,
      averageClarity: oneDecimal(summary.clarity),
      averageConfidence: oneDecimal(summary.confidence),
      averagePace: oneDecimal(summary.pace),
      averageFillerScore: oneDecimal(summary.fillerScore),
      averageFillerWords: oneDecimal(summary.fillerWords),
      averageFillerPercentage: oneDecimal(summary.fillerPercent),
      mostCommonPace: summary.sessions === 0 ? null : mostCommonPace(summary),
      recentAverageWPM: recentAverageWPM === null ? null : Math.round(recentAverageWPM),
    },
    trends:
      summary.sessions < 2
        ? null
        : {
            clarity: trend(
              latest.map((session) => session.clarityScore),
              'up',
            ),
            fillerWords: trend(latest.map(fillerPercentOf), 'down'),
            pacing: trend(
              latest.map((session) => session.paceScore),
              'up',
            ),
            confidence: trend(
              latest.map((session) => session.confidenceLevel),
              'up',
            ),
          },
  };
}
