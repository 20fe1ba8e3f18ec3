import {
  ACHIEVEMENT_TIERS,
  achievementTierFor,
  nextAchievementTier,
  tierAchievementKey,
} from '@shared/progress/achievement-tiers';
import type { AchievementsResponse } from '@shared/progress/schemas';
import type { Database } from '../../db/client';
import { listAchievements as listStored, type AchievementType } from './achievement-repository';

const tierOf = (tier: { key: string; title: string; threshold: number } | null) =>
  tier ? { key: tier.key, title: tier.title, threshold: tier.threshold } : null;

/** GET /api/achievements: what the user has earned, newest first, and the tier ladder. */
export async function listAchievements(
  db: Database,
  user: { id: string; totalSessions: number },
): Promise<AchievementsResponse> {
  const rows = await listStored(db, user.id);
  const byKey = new Map(rows.map((row) => [row.achievementKey, row]));
  return {
    totalRecordings: user.totalSessions,
    achievements: rows.map((row) => ({
      id: row.id,
      achievementType: row.achievementType as AchievementType,
      title: row.title,
      description: row.description,
      goalId: row.goalId,
      earnedAt: row.earnedAt.toISOString(),
    })),
    tiers: ACHIEVEMENT_TIERS.map((tier) => {
      const earned = byKey.get(tierAchievementKey(tier));
      return {
        key: tier.key,
        title: tier.title,
        threshold: tier.threshold,
        earned: earned !== undefined || user.totalSessions >= tier.threshold,
        earnedAt: earned?.earnedAt.toISOString() ?? null,
      };
    }),
    currentTier: tierOf(achievementTierFor(user.totalSessions)),
    nextTier: tierOf(nextAchievementTier(user.totalSessions)),
  };
}
