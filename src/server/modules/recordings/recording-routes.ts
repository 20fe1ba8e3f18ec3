import fs from 'node:fs';
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
} from '@shared/recordings/schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { AppError, notFound } from '../../lib/app-error';
import { findUserById } from '../auth';
import { deleteRecording } from './delete-recording';
import { getJobStatus } from './get-job-status';
import { parseRange } from './media-range';
import { getPracticeLimit } from './practice-limit';
import { receiveUpload } from './receive-upload';
import { canReplayMedia } from './recording-policy';
import { presentRecording, presentRecordingSummary } from './recording-presenter';
import { findOwnRecording, findRecordingById, listOwnRecordings } from './recording-repository';
import { incomingDirOf } from './receive-upload';
import { selectSpeaker } from './select-speaker';
import { extensionOf, servableContentType } from './sniff-media';
import { transcribeUpload } from './transcribe-upload';
import { findVoiceSignature, nearestSpeaker } from './voice-profile';

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
        consumes: ['multipart/form-data'],
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
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const upload = await receiveUpload(request, incomingDir);
      try {
        // The login's token is a secret (only its hash is stored), so recordings keep no login.
        const outcome = await transcribeUpload(db, deps, deps.queue, {
          user,
          loginId: null,
          upload,
        });
        if (outcome.kind === 'job') return reply.code(202).send(outcome.reply);
        return outcome.recording;
      } finally {
        await fs.promises.rm(upload.path, { force: true });
      }
    },
  );

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
      return (await listOwnRecordings(db, user.id)).map(presentRecordingSummary);
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
      const recording = await findOwnRecording(db, user.id, request.params.id);
      if (!recording) throw notFound('Recording');
      const suggestedSpeaker =
        recording.analysisStatus === 'awaiting_speaker'
          ? nearestSpeaker(await findVoiceSignature(db, user.id), recording.voiceSignatures)
          : null;
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
      const recording = await findRecordingById(db, request.params.id);
      const owner = recording ? await findUserById(db, recording.userId) : null;
      if (!recording || !canReplayMedia(user, recording, owner)) throw notFound('Recording');
      const key = recording.mediaFilePath;
      const size = key ? await deps.media.size(key) : null;
      if (!key || size === null) {
        throw new AppError('NOT_FOUND', 'The audio of this recording is no longer stored.');
      }
      const range = parseRange(request.headers.range, size);
      const type = servableContentType(
        recording.mediaMimeType ?? (recording.mediaType === 'video' ? 'video/webm' : 'audio/webm'),
      );
      // User content: never a page or a script, whatever its bytes say (decisions guide).
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="recording.${extensionOf(type)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .type(type);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(
          'RANGE_NOT_SATISFIABLE',
          'The requested range is outside the recording.',
        );
      }
      if (range) {
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1);
        return reply.send(await deps.media.read(key, range));
      }
      reply.header('Content-Length', size);
      return reply.send(await deps.media.read(key));
    },
  );
};
