import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@shared/auth/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import type { Billing } from '../billing';
import { closeAccount } from './close-account';

/** Closing an account: it spans sign-in (auth) and the subscription (billing). */
export const accountRoutes: FastifyPluginAsyncZod<AppDependencies & { billing: Billing }> = async (
  app,
  deps,
) => {
  const db = deps.database.db;

  app.delete(
    '/api/auth/account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Deletes the account and everything it owns',
        response: {
          200: messageResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'PAYMENT_PROVIDER_FAILED'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { message } = await closeAccount(
        { auth: { db, config: deps.config }, billing: deps.billing.context },
        user,
      );
      request.login = null;
      return { message };
    },
  );
};
