import { phaseAfter, type PhaseNumber } from '@shared/progress/mastery-phases';
import type { Database } from '../../db/client';
import {
  findOrCreateMastery,
  sessionsInPhaseColumn,
  unlockedAtColumn,
  updateMastery,
} from './mastery-repository';
import { phaseMeasures } from './phase-measures';

/**
 * After a scored session: the session counts in the phase the user was in, then every phase
 * whose requirements are now all met opens the next, each with its unlock time stored. After a
 * session is re-scored (a filler corrected, product rules R11.9) `countSession: false` only opens
 * the phases its new figures meet; a phase once open stays open.
 */
export async function advanceMastery(
  db: Database,
  user: { id: string; totalSessions: number },
  now: Date,
  { countSession = true }: { countSession?: boolean } = {},
) {
  const row = await findOrCreateMastery(db, user.id, now);
  const from = row.currentPhase as PhaseNumber;
  const to = phaseAfter(from, await phaseMeasures(db, user));
  const values: Parameters<typeof updateMastery>[2] = {
    currentPhase: to,
    [sessionsInPhaseColumn(from)]: row[sessionsInPhaseColumn(from)] + (countSession ? 1 : 0),
  };
  for (let phase = from + 1; phase <= to; phase += 1) {
    values[unlockedAtColumn(phase as PhaseNumber)] = now;
  }
  return updateMastery(db, user.id, values);
}
