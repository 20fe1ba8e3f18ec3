import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import type { AuthContext, UserRow } from '../auth';
import { requireAdmin } from './admin-policy';
import { createAccountForUser, createCoach } from './create-account';
import { getAdminStats } from './get-admin-stats';

const tags = ['admin'];

const presentCreated = (result: { user: UserRow; message: string; emailSent: boolean }) => ({
  message: result.message,
  emailSent: result.emailSent,
  user: {
    id: result.user.id,
    name: result.user.name,
    email: result.user.email,
    userRole: result.user.userRole,
    subscriptionStatus: result.user.subscriptionStatus,
  },
});

export const adminRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };

  app.get(
    routes.getAdminStats.path,
    {
      schema: contractSchema(routes.getAdminStats, {
        tags,
        summary: 'Platform totals, the last 7 days of recordings, coaches and user activity',
      }),
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return getAdminStats(db);
    },
  );

  app.post(
    routes.createCoach.path,
    {
      schema: contractSchema(routes.createCoach, {
        tags,
        summary: 'Creates a coach account and emails its temporary password',
      }),
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return presentCreated(await createCoach(context, request.body));
    },
  );

  app.post(
    routes.createUser.path,
    {
      schema: contractSchema(routes.createUser, {
        tags,
        summary: 'Creates a basic or premium account and emails its temporary password',
      }),
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return presentCreated(await createAccountForUser(context, request.body));
    },
  );
};
