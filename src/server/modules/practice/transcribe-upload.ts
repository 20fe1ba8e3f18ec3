import { keepsMediaAfterAnalysis } from '@shared/recordings/media-retention';
import fs from 'node:fs';
import { computeBodyLanguage } from '@shared/body-language/metrics';
import {
  LIVE_MAX_MINUTES,
  MIN_RECORDING_SECONDS,
  UPLOAD_MAX_ESTIMATED_MINUTES,
  estimateMinutesFromSize,
  isAcceptedMediaFile,
  isVideoFile,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import {
  type AsyncJobReply,
  type Recording,
  type TranscribeFields,
  transcribeFieldsSchema,
} from '@shared/recordings/schemas';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Queue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { analyzeUploadJob } from './analyze-upload-job';
import { recordingColumns } from './analysis-columns';
import { bodyLanguageColumns } from './body-language-columns';
import { countUnfinishedJobs, createJob } from './job-repository';
import { expireSecondsFor } from './job-timing';
import { jobWait } from './job-wait';
import { finishSession } from './finish-session';
import { linkLedgerJob } from './practice-ledger-repository';
import { claimUntil, keepClaim } from './session-claims';
import { admitPracticeSession, releasePracticeSession } from './practice-limit';
import { probeAndIndexMedia } from './probe-media';
import type { ReceivedUpload } from './receive-upload';
import {
  mediaContentType,
  type NewRecording,
  presentRecording,
  type RecordingRow,
  sniffMediaContainer,
} from '../recordings';
import { listFillerExceptionRules } from './filler-correction-repository';
import { recordingTooShort, runAnalysis } from './run-analysis';
import type { RecordingAnalysis } from '../../speech/analyze-recording';
import type { TranscriptionResult } from '../../speech/types';

export type TranscribeOutcome =
  { kind: 'result'; recording: Recording } | { kind: 'job'; reply: AsyncJobReply };

function validationError(error: { issues: Array<{ message: string }> }) {
  return new AppError('VALIDATION_FAILED', error.issues[0]?.message ?? 'Invalid request');
}

/**
 * POST /api/transcribe: checks the upload (fields, type by declaration and by content, the
 * length measured from the media), admits it as one of the month's practice sessions, then
 * analyses it in the request when it is short, or queues a job. A video is analysed in the
 * request only with the body-language samples the browser took while recording; without
 * them the worker reads its frames, whatever its length. A session that ends here without a
 * recording (refused, failed) is given back; a queued one is the worker's to settle.
 * The plaintext upload is the caller's to remove.
 */
export async function transcribeUpload(
  db: Database,
  services: Services,
  queue: Queue,
  /** `loginId`: the login that sent the upload, kept in the recording's and job's session_id. */
  options: { user: UserRow; loginId: string | null; upload: ReceivedUpload },
): Promise<TranscribeOutcome> {
  const { user, upload } = options;
  const parsed = transcribeFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw validationError(parsed.error);
  const fields = parsed.data;
  // Mail goes only to the account's own (verified) address (decision 110): the field, which
  // the client fills with it, may repeat that address but never name another.
  const notifyAt = fields.notification_email?.toLowerCase();
  if (notifyAt && notifyAt !== user.email.toLowerCase()) {
    const message = PRACTICE_MESSAGES.notificationEmailNotOwn;
    throw new AppError('VALIDATION_FAILED', message, { fields: { notification_email: [message] } });
  }

  const container = sniffMediaContainer(upload.head);
  if (!isAcceptedMediaFile(upload.fileName, upload.mimeType) || !container) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PRACTICE_MESSAGES.unsupportedFormat);
  }
  const probe = await probeAndIndexMedia(upload.path, container);
  const video = probe.hasVideo ?? isVideoFile(upload.fileName, upload.mimeType);
  // Stored and served as what the content is, never as what the client declared.
  const contentType = mediaContentType(container, video);
  // The media's own length decides everything here; the client's `duration` field is never
  // trusted for it. Without one (ffmpeg cannot read the file) the size gives an estimate.
  const seconds = probe.durationSeconds ?? estimateMinutesFromSize(upload.size, video) * 60;
  // Known from the container: refused before anything is stored (runAnalysis checks the rest).
  if (probe.durationSeconds != null && probe.durationSeconds < MIN_RECORDING_SECONDS) {
    throw recordingTooShort();
  }
  const estimatedMinutes = Math.ceil(seconds / 60);
  if (estimatedMinutes > UPLOAD_MAX_ESTIMATED_MINUTES) {
    throw new AppError(
      'RECORDING_TOO_LONG',
      PRACTICE_MESSAGES.recordingTooLong(UPLOAD_MAX_ESTIMATED_MINUTES, estimatedMinutes),
      { maxMinutes: UPLOAD_MAX_ESTIMATED_MINUTES, estimatedMinutes },
    );
  }
  if (fields.recordingMode === 'live' && seconds > LIVE_MAX_MINUTES * 60) {
    throw new AppError(
      'RECORDING_TOO_LONG',
      PRACTICE_MESSAGES.recordingTooLong(LIVE_MAX_MINUTES, estimatedMinutes),
      { maxMinutes: LIVE_MAX_MINUTES, estimatedMinutes },
    );
  }

  // The server computes the metrics from a live video's samples (cheap arithmetic). With an
  // audio file there is no picture for them to describe, so they are ignored.
  const bodyLanguage =
    video && fields.bodyLanguage
      ? bodyLanguageColumns(computeBodyLanguage(fields.bodyLanguage))
      : null;
  // Reading frames takes seconds per second of video: too slow for a request.
  const framesToRead = video && !bodyLanguage;

  const common = {
    userId: user.id,
    sessionId: options.loginId,
    practicePrompt: fields.practicePrompt ?? null,
    recordingSource: fields.recordingMode,
    speakingType: fields.speakingType,
    mediaType: video ? ('video' as const) : ('audio' as const),
  };

  const entryId = await admitPracticeSession(db, user, {
    // Video only if the media itself has a picture (probed); never what a name or type claims.
    assignment: fields.assignmentId
      ? { assignmentId: fields.assignmentId, video: probe.hasVideo === true }
      : undefined,
    // Held by this request until a recording or a job takes it: given back should the
    // process die first (decision 166).
    claimedUntil: claimUntil(services.config),
  });
  const claim = keepClaim(db, services.config, entryId);
  // In the request only when it is short and a slot of the pool is free for this account;
  // otherwise the queue runs it when one is (decision 165).
  const slot =
    seconds > services.config.TRANSCRIBE_SYNC_MAX_SECONDS || framesToRead
      ? null
      : services.analysisPool.tryAcquire(user.id);
  try {
    if (!slot) {
      return await queueAnalysis(db, services, queue, {
        ...options,
        fields,
        entryId,
        seconds,
        contentType,
        framesToRead,
        bodyLanguage,
        common,
      });
    }
    return await analyzeNow(db, services, {
      ...options,
      entryId,
      contentType,
      bodyLanguage,
      common,
    });
  } catch (error) {
    await releasePracticeSession(db, { entryId });
    throw error;
  } finally {
    claim.stop();
    slot?.();
  }
}

export interface Admitted {
  user: UserRow;
  /** The plaintext media file (the caller removes it) and the name the person gave it. */
  upload: Pick<ReceivedUpload, 'path' | 'fileName'>;
  /** The practice ledger's entry for this session. */
  entryId: string;
  contentType: string;
  bodyLanguage: ReturnType<typeof bodyLanguageColumns> | null;
  /** The recording's own columns; `sessionId` is the login that sent it, if kept. */
  common: Pick<
    NewRecording,
    'userId' | 'sessionId' | 'practicePrompt' | 'recordingSource' | 'speakingType' | 'mediaType'
  >;
}

/**
 * Stores the media and queues its analysis; the job settles the ledger entry. With a
 * `transcription` already made (a live session's words), the job does not transcribe again.
 */
export async function queueAnalysis(
  db: Database,
  services: Services,
  queue: Queue,
  options: Admitted & {
    fields: Pick<TranscribeFields, 'send_notification'>;
    seconds: number;
    framesToRead: boolean;
    transcription?: TranscriptionResult;
  },
): Promise<TranscribeOutcome> {
  const { user, upload, fields, seconds, contentType, framesToRead, bodyLanguage, common } =
    options;
  const stored = await services.media.save(fs.createReadStream(upload.path), {
    prefix: 'uploads',
  });
  try {
    const { job, waiting } = await withTransaction(db, async (tx) => {
      // Counted before this one: each of an account's jobs waits behind one more of everyone
      // else's, so a burst from one account does not hold the queue (pg-boss runs higher first).
      const unfinished = await countUnfinishedJobs(tx, user.id);
      const created = await createJob(tx, {
        userId: user.id,
        sessionId: common.sessionId,
        jobType: 'analysis',
        originalFileName: upload.fileName,
        filePath: stored.key,
        fileSize: stored.size,
        mimeType: contentType,
        practicePrompt: common.practicePrompt,
        estimatedDuration: seconds,
        currentStep: 'Queued',
        notificationEmail: fields.send_notification ? user.email : null,
        sendNotification: fields.send_notification,
        analysisProvider: services.transcriber.name,
        ...(options.transcription
          ? { transcriptData: options.transcription as unknown as Record<string, unknown> }
          : {}),
        checkpointData: {
          recordingSource: common.recordingSource,
          speakingType: common.speakingType,
          mediaType: common.mediaType,
          ...(bodyLanguage ? { bodyLanguage } : {}),
        },
      });
      await linkLedgerJob(tx, options.entryId, created.id);
      return { job: created, waiting: unfinished };
    });
    await queue.enqueue(
      analyzeUploadJob,
      { jobId: job.id },
      {
        id: job.id,
        priority: -waiting,
        expireInSeconds: expireSecondsFor(services.config, seconds, framesToRead),
        retryLimit: job.maxRetries,
        retryDelay: services.config.ANALYSIS_JOB_RETRY_DELAY_SECONDS,
      },
    );
    const wait = await jobWait(db, queue, job, services.analysisPool.capacity);
    return {
      kind: 'job',
      reply: {
        type: 'async_job',
        jobId: job.id,
        status: job.status,
        ...wait,
        progress: 0,
        currentStep: job.currentStep,
      },
    };
  } catch (error) {
    await services.media.remove(stored.key);
    throw error;
  }
}

/** Analyses the upload in the request and stores the recording against its ledger entry. */
async function analyzeNow(
  db: Database,
  services: Services,
  options: Admitted,
): Promise<TranscribeOutcome> {
  const result = await runAnalysis(options.upload.path, {
    transcriber: services.transcriber,
    fillerExceptions: await listFillerExceptionRules(db, options.user.id),
  });
  return { kind: 'result', recording: await storeAnalyzedRecording(db, services, options, result) };
}

/**
 * Stores an analysed recording against its ledger entry, with its media when the person keeps
 * media (or must still pick their voice), and finishes the session (finish-session.ts).
 */
export async function storeAnalyzedRecording(
  db: Database,
  services: Services,
  options: Admitted,
  result: RecordingAnalysis,
  inTransaction?: (tx: Database, recording: RecordingRow) => Promise<void>,
): Promise<Recording> {
  const { user, upload, contentType, bodyLanguage, common } = options;
  const columns = recordingColumns(result);
  const keepMedia = keepsMediaAfterAnalysis(user, columns.analysisStatus);
  const media = keepMedia
    ? await services.media.save(fs.createReadStream(upload.path), { prefix: 'recordings' })
    : null;
  try {
    const { recording, finishedNow } = await finishSession(db, services, {
      kind: 'analyzed',
      ledger: { entryId: options.entryId },
      recording: {
        ...common,
        mediaFilePath: media?.key ?? null,
        mediaSizeBytes: media?.size ?? null,
        mediaMimeType: media ? contentType : null,
        ...columns,
        ...bodyLanguage,
      },
      ...(inTransaction ? { inTransaction } : {}),
    });
    // Finished before this call: the recording stored then keeps its own copy of the media.
    if (!finishedNow && media) await services.media.remove(media.key);
    return presentRecording(recording);
  } catch (error) {
    if (media) await services.media.remove(media.key);
    throw error;
  }
}
