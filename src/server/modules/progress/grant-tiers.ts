import { tierAchievementKey, tiersReached } from '@shared/progress/achievement-tiers';
import type { Database } from '../../db/client';
import { grantAchievement } from './achievement-repository';

/** Grants every session tier the user has reached and not yet been given (each once). */
export async function grantTiers(
  db: Database,
  user: { id: string; totalSessions: number },
  now: Date,
) {
  for (const tier of tiersReached(user.totalSessions)) {
    await grantAchievement(db, {
      userId: user.id,
      achievementType: 'tier',
      achievementKey: tierAchievementKey(tier),
      title: tier.title,
      description: `Completed ${tier.threshold} practice sessions.`,
      earnedAt: now,
    });
  }
}
