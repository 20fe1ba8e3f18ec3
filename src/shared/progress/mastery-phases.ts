import { FILLER_TARGET_PERCENT } from '../recordings/pace';

/**
 * The four mastery phases and what unlocks each (product rules R4.51 and R9.22). Foundation
 * is always open; a phase opens when every requirement of the phase before it is met, and the
 * requirements of Mastery, once met, complete the journey.
 */
export const PHASE_KEYS = ['foundation', 'confidence', 'persuasion', 'mastery'] as const;
export type PhaseKey = (typeof PHASE_KEYS)[number];
export type PhaseNumber = 1 | 2 | 3 | 4;

export const MEASURE_KEYS = [
  'sessions',
  'averagePaceScore',
  'averageFillerPercent',
  'averageClarity',
  'averageConfidence',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/** What the requirements are measured on. Averages are null before the first session. */
export type PhaseMeasures = Record<MeasureKey, number | null> & { sessions: number };

export interface Requirement {
  measure: MeasureKey;
  target: number;
  /** Lower is better for filler percentage: met at or below the target. */
  direction: 'atLeast' | 'atMost';
}

export interface PhaseDefinition {
  key: PhaseKey;
  number: PhaseNumber;
  title: string;
  summary: string;
  requirements: readonly Requirement[];
}

/** The phase averages are over the user's most recent sessions, so they show today's level:
 * early sessions do not hold a user back for ever (docs/decisions.md). */
export const PHASE_AVERAGE_WINDOW = 30;
/** 'Almost there!' shows for a requirement at least this far along (product rules R9.23). */
export const ALMOST_THERE_PERCENT = 70;

const atLeast = (measure: MeasureKey, target: number): Requirement => ({
  measure,
  target,
  direction: 'atLeast',
});
const atMost = (measure: MeasureKey, target: number): Requirement => ({
  measure,
  target,
  direction: 'atMost',
});

export const MASTERY_PHASES: readonly PhaseDefinition[] = [
  {
    key: 'foundation',
    number: 1,
    title: 'Foundation',
    summary: 'Build the habit: short, regular sessions and a first feel for your own voice.',
    requirements: [atLeast('sessions', 15)],
  },
  {
    key: 'confidence',
    number: 2,
    title: 'Confidence',
    summary: 'Steady your pace and let pauses replace filler words.',
    requirements: [
      atLeast('sessions', 35),
      atLeast('averagePaceScore', 6),
      atMost('averageFillerPercent', FILLER_TARGET_PERCENT),
    ],
  },
  {
    key: 'persuasion',
    number: 3,
    title: 'Persuasion',
    summary: 'Make every point clear and say it like you mean it.',
    requirements: [
      atLeast('sessions', 75),
      atLeast('averageClarity', 7),
      atLeast('averageConfidence', 7),
    ],
  },
  {
    key: 'mastery',
    number: 4,
    title: 'Mastery',
    summary: 'Hold a high standard on every measure, session after session.',
    requirements: [
      atLeast('sessions', 150),
      atLeast('averagePaceScore', 8),
      atLeast('averageClarity', 8),
      atLeast('averageConfidence', 8),
      atMost('averageFillerPercent', 2),
    ],
  },
];

export const MEASURE_LABELS: Record<MeasureKey, string> = {
  sessions: 'Practice sessions',
  averagePaceScore: 'Average pace score',
  averageFillerPercent: 'Average filler words',
  averageClarity: 'Average clarity score',
  averageConfidence: 'Average confidence score',
};

export function phaseDefinition(phase: PhaseNumber | PhaseKey): PhaseDefinition {
  const found = MASTERY_PHASES.find((entry) => entry.number === phase || entry.key === phase);
  if (!found) throw new Error(`No mastery phase ${phase}`);
  return found;
}

/**
 * How far along a requirement is, 0-100. Higher-is-better measures go up in proportion to the
 * target. For lower-is-better ones, progress is 100 at or below the target and falls as the
 * value rises above it (target / value). Nothing measured yet is 0.
 */
export function requirementProgress(requirement: Requirement, value: number | null): number {
  if (value === null) return 0;
  if (requirement.direction === 'atLeast') {
    if (requirement.target <= 0) return 100;
    return Math.max(0, Math.min(100, Math.round((value / requirement.target) * 100)));
  }
  if (value <= requirement.target) return 100;
  return Math.max(0, Math.min(99, Math.floor((requirement.target / value) * 100)));
}

export function requirementMet(requirement: Requirement, value: number | null): boolean {
  if (value === null) return false;
  return requirement.direction === 'atLeast'
    ? value >= requirement.target
    : value <= requirement.target;
}

export const phaseRequirementsMet = (phase: PhaseDefinition, measures: PhaseMeasures) =>
  phase.requirements.every((requirement) =>
    requirementMet(requirement, measures[requirement.measure]),
  );

/**
 * The phase a user is in after these measures: from the stored phase, each phase whose
 * requirements are all met opens the next. A phase once opened stays open.
 */
export function phaseAfter(current: PhaseNumber, measures: PhaseMeasures): PhaseNumber {
  let phase = current;
  while (phase < 4 && phaseRequirementsMet(phaseDefinition(phase), measures)) {
    phase = (phase + 1) as PhaseNumber;
  }
  return phase;
}
