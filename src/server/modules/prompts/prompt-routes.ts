import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyPromptSchema } from '@shared/prompts/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { errorResponses } from '../../http/error-responses';
import { getDailyPrompt } from './get-daily-prompt';

/** GET /api/daily-prompt: today's prompt (UTC day of the year), the same for everyone. */
export const promptRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    '/api/daily-prompt',
    {
      schema: {
        tags: ['practice'],
        summary: "Today's practice prompt",
        response: { 200: dailyPromptSchema, ...errorResponses('NOT_FOUND') },
      },
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
