import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordingIdParamsSchema,
  recordingListSchema,
  recordingSchema,
} from '@shared/recordings/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../lib/app-error';
import { deleteRecording } from './delete-recording';
import { getRecording } from './get-recording';
import { getRecordingMedia } from './get-recording-media';
import { listRecordings } from './list-recordings';
import { presentRecording, presentRecordingSummary } from './recording-presenter';
import { extensionOf } from './sniff-media';

// A stream of bytes, never serialised (the JSON schema only describes it).
const bytes = { schema: z.any().meta({ type: 'string', format: 'binary' }) };
const mediaBytes = {
  description: "The recording's media: all of it (200), or the range asked for (206)",
  content: { 'audio/*': bytes, 'video/*': bytes },
};

export const recordingRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/api/recordings',
    {
      schema: {
        tags: ['practice'],
        summary: "The user's recordings, newest first",
        response: { 200: recordingListSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      return (await listRecordings(db, { user })).map(presentRecordingSummary);
    },
  );

  app.get(
    '/api/recordings/:id',
    {
      schema: {
        tags: ['practice'],
        summary: 'One recording with its analysis',
        params: recordingIdParamsSchema,
        response: { 200: recordingSchema, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { recording, suggestedSpeaker } = await getRecording(db, {
        user,
        recordingId: request.params.id,
      });
      return presentRecording(recording, { suggestedSpeaker });
    },
  );

  app.delete(
    '/api/recordings/:id',
    {
      schema: {
        tags: ['practice'],
        summary: 'Deletes a recording, its analysis and its media',
        params: recordingIdParamsSchema,
        response: { 204: z.null(), ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await deleteRecording(db, deps, { user, recordingId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/recordings/:id/media',
    {
      schema: {
        tags: ['practice'],
        summary: "The recording's audio or video, with byte ranges for seeking",
        params: recordingIdParamsSchema,
        response: {
          200: mediaBytes,
          206: mediaBytes,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'RANGE_NOT_SATISFIABLE'),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const media = await getRecordingMedia(db, deps, {
        user,
        recordingId: request.params.id,
        range: request.headers.range,
      });
      const { contentType: type, size } = media;
      // User content: never a page or a script, whatever its bytes say (decision 94).
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="recording.${extensionOf(type)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .type(type);
      if (media.range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(
          'RANGE_NOT_SATISFIABLE',
          'The requested range is outside the recording.',
        );
      }
      const { range, bytes } = media;
      if (range) {
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1);
        return reply.send(bytes);
      }
      reply.header('Content-Length', size);
      return reply.send(bytes);
    },
  );
};
