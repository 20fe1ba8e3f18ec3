import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fillerExceptionIdParamsSchema,
  fillerExceptionListSchema,
} from '@shared/recordings/filler-exceptions';
import { fillerParamsSchema, recordingSchema } from '@shared/recordings/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
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
    '/api/recordings/:id/fillers/:index/dismiss',
    {
      schema: {
        tags: ['practice'],
        summary:
          'Marks a detected filler "not a filler": the recording is scored again without it, and a discourse marker teaches the exception list',
        params: fillerParamsSchema,
        response: { 200: recordingSchema, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { id, index } = request.params;
      return presentRecording(await dismissFiller(db, { user, recordingId: id, index }));
    },
  );

  app.delete(
    '/api/recordings/:id/fillers/:index/dismiss',
    {
      schema: {
        tags: ['practice'],
        summary:
          'Undoes a dismissal: the filler counts again, and the rule it taught goes unless another dismissal taught it',
        params: fillerParamsSchema,
        response: { 200: recordingSchema, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { id, index } = request.params;
      return presentRecording(await restoreFiller(db, { user, recordingId: id, index }));
    },
  );

  app.get(
    '/api/user/filler-exceptions',
    {
      schema: {
        tags: ['account'],
        summary: "Words that aren't fillers for the user: the rules their dismissals taught",
        response: { 200: fillerExceptionListSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => listOwnFillerExceptions(db, { user: await requireUser(request, db) }),
  );

  app.delete(
    '/api/user/filler-exceptions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Removes one rule; later analyses count that filler again',
        params: fillerExceptionIdParamsSchema,
        response: { 204: z.null(), ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await removeFillerException(db, { user, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/user/filler-exceptions',
    {
      schema: {
        tags: ['account'],
        summary: 'Removes every rule of the user',
        response: { 204: z.null(), ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request, reply) => {
      await clearFillerExceptions(db, { user: await requireUser(request, db) });
      return reply.code(204).send(null);
    },
  );
};
