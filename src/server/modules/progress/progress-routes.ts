import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import { getCrutchPhrases } from './crutch-phrases/get-crutch-phrases';
import { getAnalysisStats } from './get-analysis-stats';
import { getDashboardSummary } from './get-dashboard-summary';
import { getMasteryOverview } from './get-mastery-overview';
import { getSkillHealth } from './get-skill-health';
import { getUserStats } from './get-user-stats';
import { listAchievements } from './list-achievements';
import { listActiveChallenges } from './list-active-challenges';

const SIGN_IN_FOR_PROGRESS = 'Please sign in to see your progress.';

/** The dashboard's progress endpoints: each reads the signed-in user's own data only. */
export const progressRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const security: Record<string, string[]>[] = [{ sessionCookie: [] }];
  const signedIn = { security };

  app.get(
    routes.getDashboardSummary.path,
    {
      schema: contractSchema(routes.getDashboardSummary, {
        tags: ['progress'],
        summary:
          "The dashboard's progress cards in one answer: stats, analysis stats, mastery, skills, challenges, achievements, crutch phrases and the latest 5 sessions",
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getDashboardSummary(db, user);
    },
  );

  app.get(
    routes.getAnalysisStats.path,
    {
      schema: contractSchema(routes.getAnalysisStats, {
        tags: ['progress'],
        summary: 'Score averages over every session, and trends once there are 2 sessions',
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getAnalysisStats(db, user.id);
    },
  );

  app.get(
    routes.getUserStats.path,
    {
      schema: contractSchema(routes.getUserStats, {
        tags: ['progress'],
        summary: 'Practice volume, streaks, the 90-day journey and the score history',
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getUserStats(db, user);
    },
  );

  app.get(
    routes.getMasteryOverview.path,
    {
      schema: contractSchema(routes.getMasteryOverview, {
        tags: ['progress'],
        summary: "The user's mastery phase, badge tier and each phase's requirements",
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getMasteryOverview(db, user);
    },
  );

  app.get(
    routes.getMasterySkills.path,
    {
      schema: contractSchema(routes.getMasterySkills, {
        tags: ['progress'],
        summary: 'Skill health: practice count, average score and health after daily decay',
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getSkillHealth(db, user.id);
    },
  );

  app.get(
    routes.listActiveChallenges.path,
    {
      schema: contractSchema(routes.listActiveChallenges, {
        tags: ['progress'],
        summary: "This week's challenges with the user's progress",
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return listActiveChallenges(db, user.id);
    },
  );

  app.get(
    routes.listAchievements.path,
    {
      schema: contractSchema(routes.listAchievements, {
        tags: ['progress'],
        summary:
          'Achievements earned (tiers, goal milestones, challenge badges) and the tier ladder',
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return listAchievements(db, user);
    },
  );

  app.get(
    routes.getCrutchPhrases.path,
    {
      schema: contractSchema(routes.getCrutchPhrases, {
        tags: ['progress'],
        summary:
          'The most used fillers, hedges and repeated phrases across analysed sessions: total, per minute now (last 5 sessions) against the baseline (first 5), trend and a per-session series',
        ...signedIn,
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getCrutchPhrases(db, user.id);
    },
  );
};
