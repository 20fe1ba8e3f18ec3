import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
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
    routes.listGoalTemplates.path,
    {
      schema: contractSchema(routes.listGoalTemplates, {
        tags: ['goals'],
        summary: 'The goal templates offered at sign-up and in the goal picker',
      }),
    },
    async () => (await offerGoalTemplates(db)).map(presentGoalTemplate),
  );

  app.post(
    routes.selectGoal.path,
    {
      schema: contractSchema(routes.selectGoal, {
        tags: ['goals'],
        summary: "Makes a template the user's active goal (replacing any earlier one)",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const goal = await selectGoal(db, { user, input: request.body });
      return { goal: presentGoal(goal), message: `Goal selected: ${goal.title}` };
    },
  );

  app.get(
    routes.listGoals.path,
    {
      schema: contractSchema(routes.listGoals, {
        tags: ['goals'],
        summary: "The user's goals: the active one first, then the earlier ones, newest first",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      return { goals: (await listGoals(db, { userId: user.id })).map(presentGoal) };
    },
  );

  app.get(
    routes.getActiveGoal.path,
    {
      schema: contractSchema(routes.getActiveGoal, {
        tags: ['goals'],
        summary: "The user's active goal with its progress, or null",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_FOR_GOALS_MESSAGE);
      const goal = await getActiveGoal(db, { userId: user.id });
      return { goal: goal ? presentGoal(goal) : null };
    },
  );

  app.post(
    routes.recordGoalSession.path,
    {
      schema: contractSchema(routes.recordGoalSession, {
        tags: ['goals'],
        summary:
          'Counts an analysed recording toward a goal (idempotent; the server also does this itself after each analysis)',
      }),
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
    routes.getGoalProgress.path,
    {
      schema: contractSchema(routes.getGoalProgress, {
        tags: ['goals'],
        summary: 'One goal and every session counted toward it, oldest first',
      }),
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
