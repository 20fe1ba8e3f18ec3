import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeGoalResponseSchema,
  goalIdParamsSchema,
  goalListResponseSchema,
  goalProgressResponseSchema,
  goalSessionRequestSchema,
  goalSessionResponseSchema,
  goalTemplateListSchema,
  selectGoalRequestSchema,
  selectGoalResponseSchema,
} from '@shared/goals/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import { getActiveGoal } from './get-active-goal';
import { getGoalProgress } from './get-goal-progress';
import { presentGoal, presentGoalProgress, presentGoalTemplate } from './goal-presenter';
import { listGoals } from './list-goals';
import { offerGoalTemplates } from './offer-goal-templates';
import { selectGoal } from './select-goal';
import { submitGoalSession } from './submit-goal-session';

export const SIGN_IN_FOR_GOALS_MESSAGE = 'Please sign in to set and track your speaking goals.';

export const goalRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/api/goal-templates',
    {
      schema: {
        tags: ['goals'],
        summary: 'The goal templates offered at sign-up and in the goal picker',
        response: { 200: goalTemplateListSchema },
      },
    },
    async () => (await offerGoalTemplates(db)).map(presentGoalTemplate),
  );

  app.post(
    '/api/goals/select',
    {
      schema: {
        tags: ['goals'],
        summary: "Makes a template the user's active goal (replacing any earlier one)",
        body: selectGoalRequestSchema,
        response: {
          200: selectGoalResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const goal = await selectGoal(db, { user, input: request.body });
      return { goal: presentGoal(goal), message: `Goal selected: ${goal.title}` };
    },
  );

  app.get(
    '/api/goals',
    {
      schema: {
        tags: ['goals'],
        summary: "The user's goals: the active one first, then the earlier ones, newest first",
        response: { 200: goalListResponseSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      return { goals: (await listGoals(db, { userId: user.id })).map(presentGoal) };
    },
  );

  app.get(
    '/api/goals/active',
    {
      schema: {
        tags: ['goals'],
        summary: "The user's active goal with its progress, or null",
        response: { 200: activeGoalResponseSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const goal = await getActiveGoal(db, { userId: user.id });
      return { goal: goal ? presentGoal(goal) : null };
    },
  );

  app.post(
    '/api/goals/:id/session',
    {
      schema: {
        tags: ['goals'],
        summary:
          'Counts an analysed recording toward a goal (idempotent; the server also does this itself after each analysis)',
        params: goalIdParamsSchema,
        body: goalSessionRequestSchema,
        response: {
          200: goalSessionResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const result = await submitGoalSession(db, {
        user,
        goalId: request.params.id,
        input: request.body,
      });
      return {
        goal: presentGoal(result.goal),
        entry: presentGoalProgress(result.entry),
        created: result.created,
      };
    },
  );

  app.get(
    '/api/goals/:id/progress',
    {
      schema: {
        tags: ['goals'],
        summary: 'One goal and every session counted toward it, oldest first',
        params: goalIdParamsSchema,
        response: {
          200: goalProgressResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const { goal, entries } = await getGoalProgress(db, {
        userId: user.id,
        goalId: request.params.id,
      });
      return { goal: presentGoal(goal), entries: entries.map(presentGoalProgress) };
    },
  );
};
