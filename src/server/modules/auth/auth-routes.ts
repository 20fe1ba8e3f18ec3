import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponseSchema } from '@shared/auth/user';
import type { AppDependencies } from '../../app-dependencies';
import { getCurrentUser } from './get-current-user';

export const authRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null for a guest; always returns the session id',
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request) => {
      const session = await request.ensureSession();
      return getCurrentUser({ db: deps.database.db, session });
    },
  );
};
