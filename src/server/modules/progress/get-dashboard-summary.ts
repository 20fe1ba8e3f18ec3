import { DASHBOARD_LATEST_SESSIONS, type DashboardSummary } from '@shared/progress/dashboard';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listRecordings, presentRecordingSummary } from '../recordings';
import { getCrutchPhrases } from './crutch-phrases/get-crutch-phrases';
import { getAnalysisStats } from './get-analysis-stats';
import { getMasteryOverview } from './get-mastery-overview';
import { getSkillHealth } from './get-skill-health';
import { getUserStats } from './get-user-stats';
import { listAchievements } from './list-achievements';
import { listActiveChallenges } from './list-active-challenges';

/**
 * GET /api/dashboard (decision 188): the dashboard's progress cards in one request, each part
 * what its own endpoint answers. One after another: on PGlite queries queue anyway, and on
 * PostgreSQL one request holds one connection of the pool.
 */
export async function getDashboardSummary(db: Database, user: UserRow): Promise<DashboardSummary> {
  const userStats = await getUserStats(db, user);
  const analysisStats = await getAnalysisStats(db, user.id);
  const masteryOverview = await getMasteryOverview(db, user);
  const masterySkills = await getSkillHealth(db, user.id);
  const activeChallenges = await listActiveChallenges(db, user.id);
  const achievements = await listAchievements(db, user);
  const crutchPhrases = await getCrutchPhrases(db, user.id);
  const page = await listRecordings(db, { user, limit: DASHBOARD_LATEST_SESSIONS });
  return {
    userStats,
    analysisStats,
    masteryOverview,
    masterySkills,
    activeChallenges,
    achievements,
    crutchPhrases,
    latestRecordings: {
      items: page.rows.map(presentRecordingSummary),
      nextCursor: page.nextCursor,
    },
  };
}
