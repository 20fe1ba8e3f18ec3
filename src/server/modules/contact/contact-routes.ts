import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@shared/contact/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { RATE_LIMITED_MESSAGE } from '../../http/rate-limits';
import { sendContactMessage } from './send-contact-message';

const HOUR_MS = 60 * 60 * 1000;

export const contactRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const context = {
    db: deps.database.db,
    email: deps.email,
    supportEmail: deps.config.SUPPORT_EMAIL,
  };

  app.post(
    '/api/contact',
    {
      // Anyone may write, so the form is limited per address (decisions guide: contact).
      config: {
        rateLimit: {
          max: deps.config.RATE_LIMIT_CONTACT_MAX,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request: unknown, limit: { statusCode: number }) => ({
            statusCode: limit.statusCode,
            code: 'RATE_LIMITED',
            message: RATE_LIMITED_MESSAGE,
          }),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to support (stored, then emailed)',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const userId = request.session?.data.userId ?? null;
      const result = await sendContactMessage(context, { input: request.body, userId });
      return { message: result.message };
    },
  );
};
