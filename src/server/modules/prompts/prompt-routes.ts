import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayOfYear } from '@shared/domain/calendar';
import { dailyPromptSchema } from '@shared/prompts/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { dailyPrompts } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** GET /api/daily-prompt: today's prompt (UTC day of the year), the same for everyone. */
export const promptRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    '/api/daily-prompt',
    {
      schema: {
        tags: ['practice'],
        summary: "Today's practice prompt",
        response: { 200: dailyPromptSchema },
      },
    },
    async () => {
      const [prompt] = await deps.database.db
        .select()
        .from(dailyPrompts)
        .where(eq(dailyPrompts.dayNumber, dayOfYear(new Date())));
      if (!prompt) throw notFound('Prompt');
      return {
        promptText: prompt.promptText,
        category: prompt.category,
        dayNumber: prompt.dayNumber,
      };
    },
  );
};
