import {
  ACHIEVEMENT_TIERS,
  achievementTierFor,
  nextAchievementTier,
} from '@shared/progress/achievement-tiers';
import {
  MASTERY_PHASES,
  MEASURE_LABELS,
  requirementMet,
  requirementProgress,
  type PhaseMeasures,
} from '@shared/progress/mastery-phases';
import {
  achievementsResponseSchema,
  activeChallengesSchema,
  analysisStatsSchema,
  masteryOverviewSchema,
  masterySkillsSchema,
  userStatsSchema,
  type AchievementsResponse,
  type ActiveChallenges,
  type AnalysisStats,
  type MasteryOverview,
  type MasterySkills,
  type ScorePoint,
  type UserStats,
  type WeeklyChallenge,
} from '@shared/progress/schemas';
import { SKILL_KEYS, SKILL_LABELS } from '@shared/progress/skill-health';

/*
 * Valid answers of the progress endpoints, each checked against the shared schema, so a
 * test only overrides what it is about.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function buildAnalysisStats(overrides: Partial<AnalysisStats> = {}): AnalysisStats {
  return analysisStatsSchema.parse({
    stats: {
      totalRecordings: 12,
      averageClarity: 7.2,
      averageConfidence: 6.4,
      averagePace: 7.8,
      averageFillerScore: 6.1,
      averageFillerWords: 4.5,
      averageFillerPercentage: 2.8,
      mostCommonPace: 'moderate',
      recentAverageWPM: 148,
    },
    trends: {
      clarity: { value: 7.5, direction: 'up', percentage: 12, improving: true },
      fillerWords: { value: 2.6, direction: 'up', percentage: 8, improving: false },
      pacing: { value: 7.8, direction: 'steady', percentage: 1, improving: null },
      confidence: { value: 6.1, direction: 'down', percentage: 5, improving: false },
    },
    ...overrides,
  });
}

export function buildScorePoint(index: number, overrides: Partial<ScorePoint> = {}): ScorePoint {
  return {
    recordingId: uuid(100 + index),
    createdAt: new Date(Date.UTC(2026, 2, 1 + index, 9)).toISOString(),
    pace: 6 + (index % 3),
    fillerWords: 5 + (index % 4),
    clarity: 6 + index * 0.5,
    confidence: 5 + (index % 2),
    wordsPerMinute: 125 + index * 5,
    fillerPercentage: 2 + (index % 3) * 0.5,
    ...overrides,
  };
}

export function buildUserStats(overrides: Partial<UserStats> = {}): UserStats {
  return userStatsSchema.parse({
    totalSessions: 12,
    totalPracticeMinutes: 34.5,
    sessionsThisWeek: 3,
    sessionsThisMonth: 9,
    currentStreakDays: 2,
    longestStreakDays: 5,
    firstSessionAt: '2026-03-01T09:00:00.000Z',
    lastSessionAt: '2026-03-14T09:00:00.000Z',
    journey: {
      day: 14,
      totalDays: 90,
      phase: { number: 1, title: 'Foundations: Clarity & Confidence' },
    },
    scoreHistory: [0, 1, 2, 3].map((index) => buildScorePoint(index)),
    ...overrides,
  });
}

export const MEASURES: PhaseMeasures = {
  sessions: 12,
  averagePaceScore: 6.5,
  averageFillerPercent: 2.8,
  averageClarity: 7.2,
  averageConfidence: 6.4,
};

/** The overview as the server would work it out from `measures` and the current phase. */
export function buildMasteryOverview(
  {
    measures = MEASURES,
    currentPhase = 1,
  }: { measures?: PhaseMeasures; currentPhase?: number } = {},
  overrides: Partial<MasteryOverview> = {},
): MasteryOverview {
  const tier = achievementTierFor(measures.sessions);
  const next = nextAchievementTier(measures.sessions);
  const phases = MASTERY_PHASES.map((phase) => {
    const requirements = phase.requirements.map((requirement) => {
      const current = measures[requirement.measure];
      return {
        measure: requirement.measure,
        label: MEASURE_LABELS[requirement.measure],
        target: requirement.target,
        direction: requirement.direction,
        current,
        progress: requirementProgress(requirement, current),
        met: requirementMet(requirement, current),
      };
    });
    return {
      key: phase.key,
      number: phase.number,
      title: phase.title,
      summary: phase.summary,
      status:
        phase.number < currentPhase
          ? 'completed'
          : phase.number === currentPhase
            ? 'current'
            : 'locked',
      unlockedAt: phase.number <= currentPhase ? '2026-03-01T09:00:00.000Z' : null,
      sessionsInPhase: phase.number === currentPhase ? measures.sessions : 0,
      requirements,
      allRequirementsMet: requirements.every((requirement) => requirement.met),
      progress: Math.round(
        requirements.reduce((sum, requirement) => sum + requirement.progress, 0) /
          requirements.length,
      ),
    };
  });
  return masteryOverviewSchema.parse({
    phase: MASTERY_PHASES[currentPhase - 1]?.key,
    currentPhase,
    totalRecordings: measures.sessions,
    achievementTier: tier ? { ...tier, tier: tier.key } : null,
    nextTier: next ? { ...next } : null,
    measures,
    phases,
    ...overrides,
  });
}

export function buildMasterySkills(
  overrides: Partial<MasterySkills['skills'][number]>[] = [],
): MasterySkills {
  return masterySkillsSchema.parse({
    skills: SKILL_KEYS.map((skill, index) => ({
      skill,
      label: SKILL_LABELS[skill],
      practiceCount: 12,
      averageScore: 6 + index * 0.5,
      healthScore: 90 - index * 5,
      needsAttention: false,
      lastPracticedAt: '2026-03-14T09:00:00.000Z',
      ...overrides[index],
    })),
  });
}

export function buildChallenge(overrides: Partial<WeeklyChallenge> = {}): WeeklyChallenge {
  return {
    id: uuid(200),
    title: 'Five-Session Week',
    description: 'Practise five times this week.',
    challengeType: 'session_count',
    targetMetric: 'sessions',
    currentValue: 3,
    targetValue: 5,
    isCompleted: false,
    completedAt: null,
    rewardBadge: 'Consistency Star',
    startDate: '2026-03-09T00:00:00.000Z',
    endDate: '2026-03-16T00:00:00.000Z',
    ...overrides,
  };
}

export function buildChallenges(
  challenges: WeeklyChallenge[] = [buildChallenge()],
): ActiveChallenges {
  return activeChallengesSchema.parse({ challenges });
}

export function buildAchievements(
  totalRecordings = 12,
  overrides: Partial<AchievementsResponse> = {},
): AchievementsResponse {
  const current = achievementTierFor(totalRecordings);
  const next = nextAchievementTier(totalRecordings);
  return achievementsResponseSchema.parse({
    totalRecordings,
    achievements:
      totalRecordings >= 7
        ? [
            {
              id: uuid(300),
              achievementType: 'goal_milestone',
              title: 'Halfway There',
              description: 'You are halfway to "Cut Filler Words".',
              goalId: uuid(301),
              earnedAt: '2026-03-12T09:00:00.000Z',
            },
            {
              id: uuid(302),
              achievementType: 'tier',
              title: 'Rising Star',
              description: 'Seven sessions done.',
              goalId: null,
              earnedAt: '2026-03-08T09:00:00.000Z',
            },
          ]
        : [],
    tiers: ACHIEVEMENT_TIERS.map((tier) => ({
      key: tier.key,
      title: tier.title,
      threshold: tier.threshold,
      earned: totalRecordings >= tier.threshold,
      earnedAt: totalRecordings >= tier.threshold ? '2026-03-08T09:00:00.000Z' : null,
    })),
    currentTier: current ? { ...current } : null,
    nextTier: next ? { ...next } : null,
    ...overrides,
  });
}
