import type { ChallengeTargetMetric, ChallengeType } from '@shared/progress/challenges';

/**
 * The pool of weekly challenges. The server activates 3 per week in rotation, so the pool is
 * ordered so that any 3 consecutive entries mix practice-volume challenges (sessions, minutes,
 * days) with score challenges. `key` is the stable identity for idempotent seeding; never rename
 * it. How each challengeType reads its target: src/shared/progress/challenges.ts.
 */

export interface WeeklyChallengeSeed {
  key: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  targetMetric: ChallengeTargetMetric;
  targetValue: number;
  rewardBadge: string;
}

export const WEEKLY_CHALLENGE_POOL: readonly WeeklyChallengeSeed[] = [
  {
    key: 'five-session-week',
    title: 'Five-Session Week',
    description: 'Complete 5 practice sessions this week. Every analysed recording counts.',
    challengeType: 'session_count',
    targetMetric: 'sessions',
    targetValue: 5,
    rewardBadge: 'Regular Rehearser',
  },
  {
    key: 'pace-perfect',
    title: 'Pace Perfect',
    description:
      'Score 8/10 or higher on Pace in any session this week by keeping a steady, comfortable pace.',
    challengeType: 'score_threshold',
    targetMetric: 'pace_score',
    targetValue: 8,
    rewardBadge: 'Smooth Operator',
  },
  {
    key: 'three-day-streak',
    title: 'Three-Day Streak',
    description:
      'Practise on 3 different days this week. One analysed session is enough to count a day.',
    challengeType: 'streak',
    targetMetric: 'practice_days',
    targetValue: 3,
    rewardBadge: 'Streak Starter',
  },
  {
    key: 'ten-minute-talker',
    title: 'Ten Minutes Aloud',
    description: 'Speak for a total of 10 minutes across your practice sessions this week.',
    challengeType: 'session_count',
    targetMetric: 'minutes_spoken',
    targetValue: 10,
    rewardBadge: 'Ten-Minute Talker',
  },
  {
    key: 'filler-free-session',
    title: 'Filler-Free Session',
    description:
      "Score 8/10 or higher on Filler Words in any session this week by pausing instead of saying 'um'.",
    challengeType: 'score_threshold',
    targetMetric: 'filler_score',
    targetValue: 8,
    rewardBadge: 'Smooth Talker',
  },
  {
    key: 'clear-all-week',
    title: 'Clear All Week',
    description: 'Average 7/10 or higher on Clarity across at least 3 practice sessions this week.',
    challengeType: 'metric_average',
    targetMetric: 'clarity_score',
    targetValue: 7,
    rewardBadge: 'Clear Communicator',
  },
  {
    key: 'five-day-habit',
    title: 'Five-Day Habit',
    description:
      'Practise on 5 different days this week. One analysed session is enough to count a day.',
    challengeType: 'streak',
    targetMetric: 'practice_days',
    targetValue: 5,
    rewardBadge: 'Habit Builder',
  },
  {
    key: 'confidence-peak',
    title: 'Confidence Peak',
    description: 'Score 8/10 or higher on Confidence in any session this week.',
    challengeType: 'score_threshold',
    targetMetric: 'confidence_score',
    targetValue: 8,
    rewardBadge: 'Bold Voice',
  },
  {
    key: 'clean-speech-week',
    title: 'Clean Speech Week',
    description:
      'Average 7/10 or higher on Filler Words across at least 3 practice sessions this week.',
    challengeType: 'metric_average',
    targetMetric: 'filler_score',
    targetValue: 7,
    rewardBadge: 'Clean Speaker',
  },
  {
    key: 'quarter-hour-week',
    title: 'Quarter-Hour Week',
    description: 'Speak for a total of 15 minutes across your practice sessions this week.',
    challengeType: 'session_count',
    targetMetric: 'minutes_spoken',
    targetValue: 15,
    rewardBadge: 'Quarter-Hour Hero',
  },
  {
    key: 'crystal-clear',
    title: 'Crystal Clear',
    description: 'Score 9/10 or higher on Clarity in any session this week.',
    challengeType: 'score_threshold',
    targetMetric: 'clarity_score',
    targetValue: 9,
    rewardBadge: 'Crystal Voice',
  },
  {
    key: 'steady-pace-week',
    title: 'Steady Pace Week',
    description: 'Average 7/10 or higher on Pace across at least 3 practice sessions this week.',
    challengeType: 'metric_average',
    targetMetric: 'pace_score',
    targetValue: 7,
    rewardBadge: 'Metronome',
  },
  {
    key: 'seven-session-sprint',
    title: 'Seven-Session Sprint',
    description: 'Complete 7 practice sessions this week. Every analysed recording counts.',
    challengeType: 'session_count',
    targetMetric: 'sessions',
    targetValue: 7,
    rewardBadge: 'Sprint Finisher',
  },
  {
    key: 'four-day-rhythm',
    title: 'Four-Day Rhythm',
    description:
      'Practise on 4 different days this week. One analysed session is enough to count a day.',
    challengeType: 'streak',
    targetMetric: 'practice_days',
    targetValue: 4,
    rewardBadge: 'Steady Rhythm',
  },
  {
    key: 'quiet-confidence',
    title: 'Quiet Confidence',
    description:
      'Average 7/10 or higher on Confidence across at least 3 practice sessions this week.',
    challengeType: 'metric_average',
    targetMetric: 'confidence_score',
    targetValue: 7,
    rewardBadge: 'Steady Presence',
  },
];
