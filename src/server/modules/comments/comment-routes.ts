import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import { createComment } from './create-comment';
import { deleteComment } from './delete-comment';
import { listComments } from './list-comments';

const tags = ['practice'];

/** Timestamped comments on a recording (product rules R11.6): its owner and the owner's coach. */
export const commentRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    routes.listRecordingComments.path,
    {
      schema: contractSchema(routes.listRecordingComments, {
        tags,
        summary: "A recording's timestamped comments, in time order",
      }),
    },
    async (request) => {
      const actor = await requireUser(request, db);
      return listComments(db, { actor, recordingId: request.params.id });
    },
  );

  app.post(
    routes.createRecordingComment.path,
    {
      config: { limit: { rule: 'comment' } },
      schema: contractSchema(routes.createRecordingComment, {
        tags,
        summary:
          "Pins a comment to a moment of a recording: by the owner's coach, or the owner (a reply or a note)",
      }),
    },
    async (request, reply) => {
      const actor = await requireUser(request, db);
      const comment = await createComment(db, deps, {
        actor,
        recordingId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    routes.deleteRecordingComment.path,
    {
      schema: contractSchema(routes.deleteRecordingComment, {
        tags,
        summary: 'Deletes a comment: by its author only',
      }),
    },
    async (request, reply) => {
      const actor = await requireUser(request, db);
      await deleteComment(db, {
        actor,
        recordingId: request.params.id,
        commentId: request.params.commentId,
      });
      return reply.code(204).send(null);
    },
  );
};
