import { achievementTierFor, nextAchievementTier } from '@shared/progress/achievement-tiers';
import {
  MASTERY_PHASES,
  MEASURE_LABELS,
  phaseRequirementsMet,
  requirementMet,
  requirementProgress,
  type PhaseDefinition,
  type PhaseMeasures,
  type PhaseNumber,
} from '@shared/progress/mastery-phases';
import type { MasteryOverview, PhaseStatus } from '@shared/progress/schemas';
import type { Database } from '../../db/client';
import {
  findMastery,
  sessionsInPhaseColumn,
  unlockedAtColumn,
  type MasteryRow,
} from './mastery-repository';
import { phaseMeasures } from './phase-measures';

const phaseStatus = (
  phase: PhaseDefinition,
  current: PhaseNumber,
  measures: PhaseMeasures,
): PhaseStatus['status'] => {
  if (phase.number < current) return 'completed';
  if (phase.number > current) return 'locked';
  // The last phase has no next one to open: meeting its requirements completes it.
  return phase.number === 4 && phaseRequirementsMet(phase, measures) ? 'completed' : 'current';
};

function presentPhase(
  phase: PhaseDefinition,
  row: MasteryRow | null,
  measures: PhaseMeasures,
): PhaseStatus {
  const current = (row?.currentPhase ?? 1) as PhaseNumber;
  const requirements = phase.requirements.map((requirement) => {
    const value = measures[requirement.measure];
    return {
      measure: requirement.measure,
      label: MEASURE_LABELS[requirement.measure],
      target: requirement.target,
      direction: requirement.direction,
      current: value === null ? null : Math.round(value * 100) / 100,
      progress: requirementProgress(requirement, value),
      met: requirementMet(requirement, value),
    };
  });
  return {
    key: phase.key,
    number: phase.number,
    title: phase.title,
    summary: phase.summary,
    status: phaseStatus(phase, current, measures),
    unlockedAt: row?.[unlockedAtColumn(phase.number)]?.toISOString() ?? null,
    sessionsInPhase: row?.[sessionsInPhaseColumn(phase.number)] ?? 0,
    requirements,
    allRequirementsMet: requirements.every((requirement) => requirement.met),
    progress: Math.round(
      requirements.reduce((sum, requirement) => sum + requirement.progress, 0) /
        requirements.length,
    ),
  };
}

/** GET /api/mastery/overview: the phase, the badge tier and each phase's requirements. */
export async function getMasteryOverview(
  db: Database,
  user: { id: string; totalSessions: number },
): Promise<MasteryOverview> {
  const row = await findMastery(db, user.id);
  const measures = await phaseMeasures(db, user);
  const current = (row?.currentPhase ?? 1) as PhaseNumber;
  const tier = achievementTierFor(user.totalSessions);
  const next = nextAchievementTier(user.totalSessions);
  const phase = MASTERY_PHASES[current - 1];
  if (!phase) throw new Error(`Stored mastery phase ${current} is out of range`);
  return {
    phase: phase.key,
    currentPhase: current,
    totalRecordings: user.totalSessions,
    achievementTier: tier
      ? { key: tier.key, title: tier.title, threshold: tier.threshold, tier: tier.title }
      : null,
    nextTier: next ? { key: next.key, title: next.title, threshold: next.threshold } : null,
    measures,
    phases: MASTERY_PHASES.map((entry) => presentPhase(entry, row, measures)),
  };
}
