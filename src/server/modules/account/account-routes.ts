import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import type { Billing } from '../billing';
import { closeAccount } from './close-account';

/** Closing an account: it spans sign-in (auth) and the subscription (billing). */
export const accountRoutes: FastifyPluginAsyncZod<AppDependencies & { billing: Billing }> = async (
  app,
  deps,
) => {
  const db = deps.database.db;

  app.delete(
    routes.deleteAccount.path,
    {
      schema: contractSchema(routes.deleteAccount, {
        tags: ['auth'],
        summary: 'Deletes the account and everything it owns',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { message } = await closeAccount(
        { auth: { db, media: deps.media, uploads: deps.uploads }, billing: deps.billing.context },
        user,
      );
      request.login = null;
      return { message };
    },
  );
};
