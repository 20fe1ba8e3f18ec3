import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreatedAccountSchema,
  adminStatsSchema,
  createCoachRequestSchema,
  createUserRequestSchema,
} from '@shared/admin/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import type { AuthContext, UserRow } from '../auth';
import { requireAdmin } from './admin-policy';
import { createAccountForUser, createCoach } from './create-account';
import { getAdminStats } from './get-admin-stats';

const tags = ['admin'];
const createErrors = errorResponses('UNAUTHENTICATED', 'ADMIN_REQUIRED', 'CONFLICT');

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
    '/api/admin/stats',
    {
      schema: {
        tags,
        summary: 'Platform totals, the last 7 days of recordings, coaches and user activity',
        response: { 200: adminStatsSchema, ...errorResponses('UNAUTHENTICATED', 'ADMIN_REQUIRED') },
      },
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return getAdminStats(db);
    },
  );

  app.post(
    '/api/admin/create-coach',
    {
      schema: {
        tags,
        summary: 'Creates a coach account and emails its temporary password',
        body: createCoachRequestSchema,
        response: { 200: adminCreatedAccountSchema, ...createErrors },
      },
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return presentCreated(await createCoach(context, request.body));
    },
  );

  app.post(
    '/api/admin/create-user',
    {
      schema: {
        tags,
        summary: 'Creates a basic or premium account and emails its temporary password',
        body: createUserRequestSchema,
        response: { 200: adminCreatedAccountSchema, ...createErrors },
      },
    },
    async (request) => {
      requireAdmin(await signedInUser(request, db));
      return presentCreated(await createAccountForUser(context, request.body));
    },
  );
};
