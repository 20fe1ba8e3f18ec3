import type { ActiveChallenges } from '@shared/progress/schemas';
import type { Database } from '../../db/client';
import { ensureWeeklyChallenges } from '../../db/seed/seed';
import { challengeRule } from './advance-challenges';
import { listChallengeProgress, listChallengesAt } from './challenge-repository';

/**
 * GET /api/challenges/active: this week's challenges with the user's progress. The weekly job
 * creates them; if it has not run yet (a server started mid-week), they are created here.
 */
export async function listActiveChallenges(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ActiveChallenges> {
  let challenges = await listChallengesAt(db, now);
  if (challenges.length === 0) {
    await ensureWeeklyChallenges(db, now);
    challenges = await listChallengesAt(db, now);
  }
  const progress = new Map(
    (
      await listChallengeProgress(
        db,
        userId,
        challenges.map((challenge) => challenge.id),
      )
    ).map((row) => [row.challengeId, row]),
  );
  return {
    challenges: challenges.map((challenge) => {
      const rule = challengeRule(challenge);
      const mine = progress.get(challenge.id);
      return {
        id: challenge.id,
        title: challenge.title,
        description: challenge.description,
        challengeType: rule.challengeType,
        targetMetric: rule.targetMetric,
        currentValue: mine?.currentValue ?? 0,
        targetValue: challenge.targetValue,
        isCompleted: mine?.isCompleted ?? false,
        completedAt: mine?.completedAt?.toISOString() ?? null,
        rewardBadge: challenge.rewardBadge,
        startDate: challenge.startDate.toISOString(),
        endDate: challenge.endDate.toISOString(),
      };
    }),
  };
}
