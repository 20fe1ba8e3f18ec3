import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { contractSchema } from '../../http/contract-schema';
import { getDailyPrompt } from './get-daily-prompt';

/** GET /api/daily-prompt: today's prompt (UTC day of the year), the same for everyone. */
export const promptRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    routes.getDailyPrompt.path,
    {
      schema: contractSchema(routes.getDailyPrompt, {
        tags: ['practice'],
        summary: "Today's practice prompt",
      }),
    },
    async () => {
      const prompt = await getDailyPrompt(deps.database.db);
      return {
        promptText: prompt.promptText,
        category: prompt.category,
        dayNumber: prompt.dayNumber,
      };
    },
  );
};
