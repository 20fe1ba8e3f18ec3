import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  asyncJobReplySchema,
  jobIdParamsSchema,
  jobStatusSchema,
  practiceLimitSchema,
  recordingIdParamsSchema,
  recordingListSchema,
  recordingSchema,
  selectSpeakerRequestSchema,
  transcribeUploadedRequestSchema,
} from '@shared/recordings/schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { deleteRecording } from './delete-recording';
import { getJobStatus } from './get-job-status';
import { getRecording } from './get-recording';
import { getRecordingMedia } from './get-recording-media';
import { listRecordings } from './list-recordings';
import { getPracticeLimit } from './practice-limit';
import { receiveUpload } from './receive-upload';
import { presentRecording, presentRecordingSummary } from './recording-presenter';
import { incomingDirOf } from './receive-upload';
import { selectSpeaker } from './select-speaker';
import { extensionOf } from './sniff-media';
import { transcribeUpload } from './transcribe-upload';
import { transcribeUploaded } from './transcribe-uploaded';

const SIGN_IN_TO_RECORD = PRACTICE_MESSAGES.loginRequiredRecord;
// A stream of bytes, never serialised (the JSON schema only describes it).
const bytes = { schema: z.any().meta({ type: 'string', format: 'binary' }) };
const mediaBytes = {
  description: "The recording's media: all of it (200), or the range asked for (206)",
  content: { 'audio/*': bytes, 'video/*': bytes },
};

export const recordingRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const incomingDir = incomingDirOf(deps.config.mediaDir);

  app.post(
    '/api/transcribe',
    {
      config: { limit: { rule: 'upload' } },
      schema: {
        tags: ['practice'],
        summary:
          'Uploads a recording: analysed in the request when short (a video only with its body-language samples), else queued as a job',
        description:
          'Either multipart/form-data with these fields as text and the file in the part `audio`, ' +
          'or JSON with these fields and `uploadId`, a finished resumable upload of the same ' +
          'user (POST /api/uploads), which is removed once analysed or queued. With `assignmentId`, ' +
          "the recording is a submission for that assignment of the person's coach, admitted " +
          'against its due date, attempts and "video required" (by the media itself).',
        consumes: ['multipart/form-data', 'application/json'],
        // JSON only: a multipart body is read by the handler, and leaves `body` null.
        body: transcribeUploadedRequestSchema.nullish(),
        response: {
          200: recordingSchema,
          202: asyncJobReplySchema,
          ...errorResponses(
            'UNAUTHENTICATED',
            'PRACTICE_LIMIT_REACHED',
            'VALIDATION_FAILED',
            'BAD_REQUEST',
            'UNSUPPORTED_MEDIA_TYPE',
            'PAYLOAD_TOO_LARGE',
            'RECORDING_TOO_LONG',
            'RECORDING_TOO_SHORT',
            'NOT_FOUND',
            'UPLOAD_INCOMPLETE',
            'UPLOAD_BEING_ANALYSED',
            // For an assignment (issue 25): closed or past due, audio when video is
            // required, or no attempts left; one not the person's is NOT_FOUND.
            'ASSIGNMENT_CLOSED',
            'VIDEO_REQUIRED',
            'ATTEMPTS_EXHAUSTED',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      // The login's token is a secret (only its hash is stored), so recordings keep no login.
      const outcome = request.body
        ? await transcribeUploaded(db, deps, deps.queue, {
            user,
            loginId: null,
            request: request.body,
            incomingDir,
          })
        : await transcribeReceived(request, user);
      if (outcome.kind === 'job') return reply.code(202).send(outcome.reply);
      return outcome.recording;
    },
  );

  /** A multipart upload: streamed to the incoming folder, analysed, then removed. */
  async function transcribeReceived(request: FastifyRequest, user: UserRow) {
    const upload = await receiveUpload(request, incomingDir);
    try {
      return await transcribeUpload(db, deps, deps.queue, { user, loginId: null, upload });
    } finally {
      await fs.promises.rm(upload.path, { force: true });
    }
  }

  app.get(
    '/api/jobs/:jobId',
    {
      schema: {
        tags: ['practice'],
        summary: "An analysis job's status, progress and, once done, its recording",
        params: jobIdParamsSchema,
        response: { 200: jobStatusSchema, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      return getJobStatus(db, { user, jobId: request.params.jobId });
    },
  );

  app.get(
    '/api/user/practice-limit',
    {
      schema: {
        tags: ['practice'],
        summary: 'Sessions used this month and whether another is allowed',
        response: { 200: practiceLimitSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => getPracticeLimit(db, await requireUser(request, db)),
  );

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

  app.post(
    '/api/recordings/:id/select-speaker',
    {
      schema: {
        tags: ['practice'],
        summary: 'Scores the chosen speaker of a recording with several voices',
        params: recordingIdParamsSchema,
        body: selectSpeakerRequestSchema,
        response: {
          200: recordingSchema,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const recording = await selectSpeaker(db, deps, {
        user,
        recordingId: request.params.id,
        speaker: request.body.speaker,
      });
      return presentRecording(recording);
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
      // User content: never a page or a script, whatever its bytes say (decisions guide).
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
