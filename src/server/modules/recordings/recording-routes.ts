import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
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

const tags = ['practice'];

export const recordingRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    routes.listRecordings.path,
    {
      schema: contractSchema(routes.listRecordings, {
        tags,
        summary: "A page of the user's recordings, newest first",
        description:
          'Keyset pages (decision 188): pass `nextCursor` as `cursor` for the next page; null after the last.',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const { limit, cursor } = request.query;
      const page = await listRecordings(db, { user, limit, cursor });
      return { items: page.rows.map(presentRecordingSummary), nextCursor: page.nextCursor };
    },
  );

  app.get(
    routes.getRecording.path,
    {
      schema: contractSchema(routes.getRecording, {
        tags,
        summary: 'One recording with its analysis',
      }),
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
    routes.deleteRecording.path,
    {
      schema: contractSchema(routes.deleteRecording, {
        tags,
        summary: 'Deletes a recording, its analysis and its media',
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await deleteRecording(db, deps, { user, recordingId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.getRecordingMedia.path,
    {
      schema: contractSchema(
        routes.getRecordingMedia,
        { tags, summary: "The recording's audio or video, with byte ranges for seeking" },
        { 200: mediaBytes, 206: mediaBytes },
      ),
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
