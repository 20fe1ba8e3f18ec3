import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  asyncJobReplySchema,
  jobIdParamsSchema,
  jobStatusSchema,
  practiceLimitSchema,
  recordingIdParamsSchema,
  recordingSchema,
  selectSpeakerRequestSchema,
  transcribeUploadedRequestSchema,
} from '@shared/recordings/schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import type { UserRow } from '../auth';
import { presentRecording } from '../recordings';
import { getJobStatus } from './get-job-status';
import { getPracticeLimit } from './practice-limit';
import { incomingDirOf, receiveUpload } from './receive-upload';
import { selectSpeaker } from './select-speaker';
import { transcribeUpload } from './transcribe-upload';
import { transcribeUploaded } from './transcribe-uploaded';

const SIGN_IN_TO_RECORD = PRACTICE_MESSAGES.loginRequiredRecord;

/** The practice pipeline's routes: uploads in, analysis jobs, the monthly limit, the speaker. */
export const practiceRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
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
            // For an assignment (product rules R11.3): closed or past due, audio when video is
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
};
