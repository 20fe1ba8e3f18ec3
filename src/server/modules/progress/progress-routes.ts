import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  achievementsResponseSchema,
  activeChallengesSchema,
  analysisStatsSchema,
  masteryOverviewSchema,
  masterySkillsSchema,
  userStatsSchema,
} from '@shared/progress/schemas';
import { crutchPhrasesSchema } from '@shared/progress/crutch-phrases';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import { getCrutchPhrases } from './crutch-phrases/get-crutch-phrases';
import { getAnalysisStats } from './get-analysis-stats';
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
  const signedInErrors = errorResponses('UNAUTHENTICATED');

  app.get(
    '/api/user/analysis-stats',
    {
      schema: {
        tags: ['progress'],
        summary: 'Score averages over every session, and trends once there are 2 sessions',
        ...signedIn,
        response: { 200: analysisStatsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getAnalysisStats(db, user.id);
    },
  );

  app.get(
    '/api/user/stats',
    {
      schema: {
        tags: ['progress'],
        summary: 'Practice volume, streaks, the 90-day journey and the score history',
        ...signedIn,
        response: { 200: userStatsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getUserStats(db, user);
    },
  );

  app.get(
    '/api/mastery/overview',
    {
      schema: {
        tags: ['progress'],
        summary: "The user's mastery phase, badge tier and each phase's requirements",
        ...signedIn,
        response: { 200: masteryOverviewSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getMasteryOverview(db, user);
    },
  );

  app.get(
    '/api/mastery/skills',
    {
      schema: {
        tags: ['progress'],
        summary: 'Skill health: practice count, average score and health after daily decay',
        ...signedIn,
        response: { 200: masterySkillsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getSkillHealth(db, user.id);
    },
  );

  app.get(
    '/api/challenges/active',
    {
      schema: {
        tags: ['progress'],
        summary: "This week's challenges with the user's progress",
        ...signedIn,
        response: { 200: activeChallengesSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return listActiveChallenges(db, user.id);
    },
  );

  app.get(
    '/api/achievements',
    {
      schema: {
        tags: ['progress'],
        summary:
          'Achievements earned (tiers, goal milestones, challenge badges) and the tier ladder',
        ...signedIn,
        response: { 200: achievementsResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return listAchievements(db, user);
    },
  );

  app.get(
    '/api/progress/crutch-phrases',
    {
      schema: {
        tags: ['progress'],
        summary:
          'The most used fillers, hedges and repeated phrases across analysed sessions: total, per minute now (last 5 sessions) against the baseline (first 5), trend and a per-session series',
        ...signedIn,
        response: { 200: crutchPhrasesSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_PROGRESS);
      return getCrutchPhrases(db, user.id);
    },
  );
};
