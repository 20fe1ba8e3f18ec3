/**
 * Achievement badges by total analysed sessions (product rules R4.52 and R9.14): 7 Rising
 * Star, 20 Committed, 50 Dedicated, 100 Skilled, 200 Expert, 365 Master; under 7, none.
 */
export const ACHIEVEMENT_TIERS = [
  { key: 'rising-star', title: 'Rising Star', threshold: 7 },
  { key: 'committed', title: 'Committed', threshold: 20 },
  { key: 'dedicated', title: 'Dedicated', threshold: 50 },
  { key: 'skilled', title: 'Skilled', threshold: 100 },
  { key: 'expert', title: 'Expert', threshold: 200 },
  { key: 'master', title: 'Master', threshold: 365 },
] as const;

export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];
export type AchievementTierKey = AchievementTier['key'];

/** The highest tier reached with `totalSessions`, or null under the first. */
export function achievementTierFor(totalSessions: number): AchievementTier | null {
  let reached: AchievementTier | null = null;
  for (const tier of ACHIEVEMENT_TIERS) if (totalSessions >= tier.threshold) reached = tier;
  return reached;
}

/** The next tier still to reach, or null once Master is reached. */
export function nextAchievementTier(totalSessions: number): AchievementTier | null {
  return ACHIEVEMENT_TIERS.find((tier) => totalSessions < tier.threshold) ?? null;
}

/** Every tier reached with `totalSessions`, lowest first: each is granted once as an achievement. */
export function tiersReached(totalSessions: number): AchievementTier[] {
  return ACHIEVEMENT_TIERS.filter((tier) => totalSessions >= tier.threshold);
}

/** The achievements table's unique key for a tier. */
export const tierAchievementKey = (tier: AchievementTier) => `tier:${tier.key}`;
