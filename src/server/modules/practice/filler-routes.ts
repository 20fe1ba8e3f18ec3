import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import { clearFillerExceptions } from './clear-filler-exceptions';
import { dismissFiller } from './dismiss-filler';
import { listOwnFillerExceptions } from './list-filler-exceptions';
import { presentRecording } from '../recordings';
import { removeFillerException } from './remove-filler-exception';
import { restoreFiller } from './restore-filler';

/**
 * Correctable fillers (product rules R11.9, R11.10): dismiss and restore a detected filler,
 * and the rules taught.
 */
export const fillerRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.post(
    routes.dismissFiller.path,
    {
      schema: contractSchema(routes.dismissFiller, {
        tags: ['practice'],
        summary:
          'Marks a detected filler "not a filler": the recording is scored again without it, and a discourse marker teaches the exception list',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { id, index } = request.params;
      return presentRecording(await dismissFiller(db, { user, recordingId: id, index }));
    },
  );

  app.delete(
    routes.restoreFiller.path,
    {
      schema: contractSchema(routes.restoreFiller, {
        tags: ['practice'],
        summary:
          'Undoes a dismissal: the filler counts again, and the rule it taught goes unless another dismissal taught it',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { id, index } = request.params;
      return presentRecording(await restoreFiller(db, { user, recordingId: id, index }));
    },
  );

  app.get(
    routes.listFillerExceptions.path,
    {
      schema: contractSchema(routes.listFillerExceptions, {
        tags: ['account'],
        summary: "Words that aren't fillers for the user: the rules their dismissals taught",
      }),
    },
    async (request) => listOwnFillerExceptions(db, { user: await requireUser(request, db) }),
  );

  app.delete(
    routes.removeFillerException.path,
    {
      schema: contractSchema(routes.removeFillerException, {
        tags: ['account'],
        summary: 'Removes one rule; later analyses count that filler again',
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await removeFillerException(db, { user, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    routes.clearFillerExceptions.path,
    {
      schema: contractSchema(routes.clearFillerExceptions, {
        tags: ['account'],
        summary: 'Removes every rule of the user',
      }),
    },
    async (request, reply) => {
      await clearFillerExceptions(db, { user: await requireUser(request, db) });
      return reply.code(204).send(null);
    },
  );
};
