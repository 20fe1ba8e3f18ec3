/**
 * Weekly challenge progress (product rules R4.58; decision 66): each analysed recording made in
 * the challenge window updates currentValue; the challenge completes when the target is reached.
 *
 * How `targetValue` is read for each challengeType:
 * - session_count: a running total over the week, of sessions or of minutes spoken.
 * - score_threshold: a score out of 10 that any single session this week must reach.
 * - streak: the number of different days this week with at least one session.
 * - metric_average: a score out of 10 that the average over the week's sessions must reach,
 *   over at least AVERAGE_CHALLENGE_MIN_SESSIONS sessions, so one session is not a week.
 */
export const CHALLENGE_TYPES = [
  'session_count',
  'score_threshold',
  'streak',
  'metric_average',
] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export const CHALLENGE_TARGET_METRICS = [
  'sessions',
  'pace_score',
  'filler_score',
  'clarity_score',
  'confidence_score',
  'practice_days',
  'minutes_spoken',
] as const;
export type ChallengeTargetMetric = (typeof CHALLENGE_TARGET_METRICS)[number];

export const AVERAGE_CHALLENGE_MIN_SESSIONS = 3;

export interface ChallengeSession {
  createdAt: Date;
  /** Seconds. */
  duration: number | null;
  paceScore: number;
  fillerScore: number;
  clarityScore: number;
  confidenceLevel: number;
}

export interface ChallengeRule {
  challengeType: ChallengeType;
  targetMetric: ChallengeTargetMetric;
  targetValue: number;
}

const scoreOf = (metric: ChallengeTargetMetric, session: ChallengeSession) => {
  switch (metric) {
    case 'pace_score':
      return session.paceScore;
    case 'filler_score':
      return session.fillerScore;
    case 'clarity_score':
      return session.clarityScore;
    case 'confidence_score':
      return session.confidenceLevel;
    default:
      return 0;
  }
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The challenge's current value from the user's sessions inside its window. */
export function challengeValue(rule: ChallengeRule, sessions: readonly ChallengeSession[]): number {
  if (sessions.length === 0) return 0;
  switch (rule.challengeType) {
    case 'session_count':
      return rule.targetMetric === 'minutes_spoken'
        ? oneDecimal(sessions.reduce((sum, session) => sum + (session.duration ?? 0), 0) / 60)
        : sessions.length;
    case 'score_threshold':
      return Math.max(...sessions.map((session) => scoreOf(rule.targetMetric, session)));
    case 'streak':
      return new Set(sessions.map((session) => session.createdAt.toISOString().slice(0, 10))).size;
    case 'metric_average':
      return oneDecimal(
        sessions.reduce((sum, session) => sum + scoreOf(rule.targetMetric, session), 0) /
          sessions.length,
      );
  }
}

export function challengeCompleted(rule: ChallengeRule, value: number, sessionCount: number) {
  if (rule.challengeType === 'metric_average' && sessionCount < AVERAGE_CHALLENGE_MIN_SESSIONS) {
    return false;
  }
  return value >= rule.targetValue;
}

export const challengeAchievementKey = (challengeId: string) => `challenge:${challengeId}`;
