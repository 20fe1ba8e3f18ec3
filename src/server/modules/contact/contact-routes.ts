import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@shared/contact/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { sendContactMessage } from './send-contact-message';

export const contactRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const context = {
    db: deps.database.db,
    email: deps.email,
    supportEmail: deps.config.SUPPORT_EMAIL,
  };

  app.post(
    '/api/contact',
    {
      // Anyone may write, so the form is limited per address too (product rules R7.24).
      config: { limit: { rule: 'contact' } },
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to support (stored, then emailed)',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const userId = request.login?.data.userId ?? null;
      const result = await sendContactMessage(context, { input: request.body, userId });
      return { message: result.message };
    },
  );
};
