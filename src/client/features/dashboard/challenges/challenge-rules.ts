import type { ChallengeTargetMetric } from '@shared/progress/challenges';
import type { WeeklyChallenge } from '@shared/progress/schemas';
import { formatScore } from '@client/lib/format';

const COUNT_UNITS: Partial<Record<ChallengeTargetMetric, string>> = {
  sessions: 'sessions',
  minutes_spoken: 'minutes',
  practice_days: 'days',
};

/** Counts read 'n / target unit'; scores read out of 10, as the best or the week's average. */
export function formatChallengeProgress(challenge: WeeklyChallenge): string {
  const unit = COUNT_UNITS[challenge.targetMetric];
  const current = formatScore(challenge.currentValue);
  const target = formatScore(challenge.targetValue);
  if (unit) return `${current} / ${target} ${unit}`;
  const what = challenge.challengeType === 'metric_average' ? "Week's average" : 'Best session';
  return `${what}: ${current}/10 · target ${target}/10`;
}

export function challengePercent(challenge: WeeklyChallenge): number {
  if (challenge.isCompleted) return 100;
  if (challenge.targetValue <= 0) return 0;
  return Math.max(0, Math.min(100, (challenge.currentValue / challenge.targetValue) * 100));
}
