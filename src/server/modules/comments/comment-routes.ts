import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentParamsSchema,
  createCommentRequestSchema,
  recordingCommentListSchema,
  recordingCommentSchema,
} from '@shared/recordings/comment-schemas';
import { recordingIdParamsSchema } from '@shared/recordings/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import { createComment } from './create-comment';
import { deleteComment } from './delete-comment';
import { listComments } from './list-comments';

const tags = ['practice'];

/** Timestamped comments on a recording (product rules R11.6): its owner and the owner's coach. */
export const commentRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/api/recordings/:id/comments',
    {
      schema: {
        tags,
        summary: "A recording's timestamped comments, in time order",
        params: recordingIdParamsSchema,
        response: {
          200: recordingCommentListSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const actor = await requireUser(request, db);
      return listComments(db, { actor, recordingId: request.params.id });
    },
  );

  app.post(
    '/api/recordings/:id/comments',
    {
      config: { limit: { rule: 'comment' } },
      schema: {
        tags,
        summary:
          "Pins a comment to a moment of a recording: by the owner's coach, or the owner (a reply or a note)",
        params: recordingIdParamsSchema,
        body: createCommentRequestSchema,
        response: {
          201: recordingCommentSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
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
    '/api/recordings/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Deletes a comment: by its author only',
        params: commentParamsSchema,
        response: {
          204: z.null(),
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN'),
        },
      },
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
