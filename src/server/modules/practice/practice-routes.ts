import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
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
    routes.transcribe.path,
    {
      config: { limit: { rule: 'upload' } },
      schema: contractSchema(routes.transcribe, {
        tags: ['practice'],
        summary:
          'Uploads a recording: analysed in the request when short (a video only with its body-language samples), else queued as a job',
        description:
          'Either multipart/form-data with these fields as text and the file in the part `audio`, ' +
          'or JSON with these fields and `uploadId`, a finished resumable upload of the same ' +
          'user (POST /api/uploads), which is removed once analysed or queued. With `assignmentId`, ' +
          "the recording is a submission for that assignment of the person's coach, admitted " +
          'against its due date, attempts and "video required" (by the media itself).',
      }),
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
    routes.getJob.path,
    {
      schema: contractSchema(routes.getJob, {
        tags: ['practice'],
        summary: "An analysis job's status, progress and, once done, its recording",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      return getJobStatus(db, deps.queue, {
        user,
        jobId: request.params.jobId,
        capacity: deps.analysisPool.capacity,
      });
    },
  );

  app.get(
    routes.getPracticeLimit.path,
    {
      schema: contractSchema(routes.getPracticeLimit, {
        tags: ['practice'],
        summary: 'Sessions used this month and whether another is allowed',
      }),
    },
    async (request) => getPracticeLimit(db, await requireUser(request, db)),
  );

  app.post(
    routes.selectSpeaker.path,
    {
      schema: contractSchema(routes.selectSpeaker, {
        tags: ['practice'],
        summary: 'Scores the chosen speaker of a recording with several voices',
      }),
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
