import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { contractSchema } from '../../http/contract-schema';
import { sendContactMessage } from './send-contact-message';

export const contactRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const context = {
    db: deps.database.db,
    email: deps.email,
    supportEmail: deps.config.SUPPORT_EMAIL,
  };

  app.post(
    routes.sendContactMessage.path,
    {
      // Anyone may write, so the form is limited per address too (product rules R7.24).
      config: { limit: { rule: 'contact' } },
      schema: contractSchema(routes.sendContactMessage, {
        tags: ['contact'],
        summary: 'Sends a message to support (stored, then emailed)',
      }),
    },
    async (request) => {
      const userId = request.login?.data.userId ?? null;
      const result = await sendContactMessage(context, { input: request.body, userId });
      return { message: result.message };
    },
  );
};
