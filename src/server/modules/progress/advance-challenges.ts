import {
  challengeAchievementKey,
  challengeCompleted,
  challengeValue,
  type ChallengeRule,
} from '@shared/progress/challenges';
import type { Database } from '../../db/client';
import { grantAchievement } from './achievement-repository';
import {
  listChallengeProgress,
  listChallengesAt,
  upsertChallengeProgress,
  type ChallengeRow,
} from './challenge-repository';
import { listScoredSessionsBetween } from './session-repository';

export const challengeRule = (challenge: ChallengeRow) => challenge as ChallengeRule & ChallengeRow;

/**
 * After a scored session made at `sessionAt`: every active challenge whose window holds it is
 * measured again from the user's sessions in that window (so a retry counts nothing twice).
 * A challenge completes once, and grants its reward badge as an achievement.
 */
export async function advanceChallenges(db: Database, userId: string, sessionAt: Date, now: Date) {
  const challenges = await listChallengesAt(db, sessionAt);
  const progress = new Map(
    (
      await listChallengeProgress(
        db,
        userId,
        challenges.map((challenge) => challenge.id),
      )
    ).map((row) => [row.challengeId, row]),
  );
  for (const challenge of challenges) {
    const sessions = await listScoredSessionsBetween(
      db,
      userId,
      challenge.startDate,
      challenge.endDate,
    );
    const rule = challengeRule(challenge);
    const value = challengeValue(rule, sessions);
    const before = progress.get(challenge.id);
    const completedNow = challengeCompleted(rule, value, sessions.length);
    const isCompleted = (before?.isCompleted ?? false) || completedNow;
    await upsertChallengeProgress(db, {
      userId,
      challengeId: challenge.id,
      currentValue: value,
      isCompleted,
      completedAt: before?.completedAt ?? (isCompleted ? now : null),
      recordingIds: sessions.map((session) => session.id),
    });
    if (isCompleted && !before?.isCompleted) {
      await grantAchievement(db, {
        userId,
        achievementType: 'challenge',
        achievementKey: challengeAchievementKey(challenge.id),
        title: challenge.rewardBadge,
        description: `Completed the weekly challenge "${challenge.title}".`,
        earnedAt: now,
      });
    }
  }
}
