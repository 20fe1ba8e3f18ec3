import { averageOf } from '@shared/goals/goal-targets';
import { PHASE_AVERAGE_WINDOW, type PhaseMeasures } from '@shared/progress/mastery-phases';
import type { Database } from '../../db/client';
import { fillerPercentOf, listLatestScoredSessions } from './session-repository';

/**
 * What the phase requirements read: the sessions practised (users.totalSessions, which a
 * deleted recording does not take back) and score averages over the latest sessions.
 */
export async function phaseMeasures(
  db: Database,
  user: { id: string; totalSessions: number },
): Promise<PhaseMeasures> {
  const latest = await listLatestScoredSessions(db, user.id, PHASE_AVERAGE_WINDOW);
  const mean = (pick: (session: (typeof latest)[number]) => number) => averageOf(latest.map(pick));
  return {
    sessions: user.totalSessions,
    averagePaceScore: mean((session) => session.paceScore),
    averageFillerPercent: mean(fillerPercentOf),
    averageClarity: mean((session) => session.clarityScore),
    averageConfidence: mean((session) => session.confidenceLevel),
  };
}
