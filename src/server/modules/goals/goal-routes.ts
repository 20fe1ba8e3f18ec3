import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goalTemplateListSchema,
  selectGoalRequestSchema,
  selectGoalResponseSchema,
} from '@shared/goals/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/auth-guard';
import { presentGoal, presentGoalTemplate } from './goal-presenter';
import { listGoalTemplates } from './goal-repository';
import { selectGoal } from './select-goal';

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
    async () => (await listGoalTemplates(db)).map(presentGoalTemplate),
  );

  app.post(
    '/api/goals/select',
    {
      schema: {
        tags: ['goals'],
        summary: "Makes a template the user's active goal (replacing any earlier one)",
        body: selectGoalRequestSchema,
        response: { 200: selectGoalResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const goal = await selectGoal(db, { user, input: request.body });
      return { goal: presentGoal(goal), message: `Goal selected: ${goal.title}` };
    },
  );
};
