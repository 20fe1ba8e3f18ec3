import { keepsMediaAfterAnalysis } from '@shared/recordings/media-retention';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { bodyLanguageFieldsSchema } from '@shared/body-language/schemas';
import { MEDIA_TYPES, RECORDING_SOURCES, SPEAKING_TYPES } from '@shared/domain/enums';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { analysisCompleteEmail, analysisFailedEmail } from '../../email/templates';
import { type JobContext, defineJob } from '../../jobs/job-definition';
import { AppError } from '../../lib/app-error';
import type { TranscribedWord, TranscriptionResult } from '../../speech/types';
import { findUserById } from '../auth';
import { recordingColumns } from './analysis-columns';
import { finishSession } from './finish-session';
import { type JobStep, createProgressTracker, throttle } from './job-progress';
import { type JobRow, findJob, updateJob } from './job-repository';
import { measureBodyLanguage } from './measure-body-language';
import { releasePracticeSession } from './practice-limit';
import { listFillerExceptionRules } from './filler-correction-repository';
import { runAnalysis } from './run-analysis';
import { makeWorkDir } from '../../lib/work-dir';

/** What a job remembers between runs (jobs.checkpointData). */
const checkpointSchema = z.object({
  recordingSource: z.enum(RECORDING_SOURCES).default('upload'),
  speakingType: z.enum(SPEAKING_TYPES).default('practice'),
  mediaType: z.enum(MEDIA_TYPES).default('audio'),
  /** Words of the chunks transcribed so far, by chunk key. */
  chunks: z.record(z.string(), z.array(z.any())).default({}),
  /** How many chunks a run found already done: 0 on a first run. */
  resumedChunks: z.number().int().default(0),
  /**
   * A video's body-language fields once known: computed in the request from a live
   * recording's samples, or by the worker's own analysis of the frames.
   */
  bodyLanguage: bodyLanguageFieldsSchema.optional(),
  /** Why the worker's analysis of the frames failed; the speech results were kept. */
  bodyLanguageFailure: z.string().optional(),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

/** Whether the worker still has a video's frames to analyse. */
function framesPending(
  checkpoint: Pick<Checkpoint, 'mediaType' | 'bodyLanguage' | 'bodyLanguageFailure'>,
) {
  return (
    checkpoint.mediaType === 'video' &&
    checkpoint.bodyLanguage === undefined &&
    checkpoint.bodyLanguageFailure === undefined
  );
}

/** Whether a job's worker analyses video frames, from its stored checkpoint (wait estimates). */
export function analyzesVideo(checkpointData: unknown) {
  const parsed = checkpointSchema
    .pick({ mediaType: true, bodyLanguage: true, bodyLanguageFailure: true })
    .safeParse(checkpointData ?? {});
  return parsed.success && framesPending(parsed.data);
}

const FINAL_STATUSES: readonly string[] = ['completed', 'failed', 'dead_letter'];

/** A running analysis writes its heartbeat (lastCheckpointAt) this often... */
export const JOB_HEARTBEAT_MS = 4_000;
/** ...so a run silent for this long has died with its process. */
export const JOB_SILENT_MS = 15_000;

/**
 * The job's row once no earlier run is working on it: that run finished (the row says so),
 * failed (queued again), or has not beaten for JOB_SILENT_MS (its process died).
 */
async function afterEarlierRun(db: Database, jobId: string): Promise<JobRow | null> {
  for (;;) {
    const job = await findJob(db, jobId);
    if (!job || job.status !== 'processing') return job;
    const beat = job.lastCheckpointAt?.getTime() ?? 0;
    if (Date.now() - beat > JOB_SILENT_MS) return job;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function deadLetter(db: Database, services: Services, job: JobRow, reason: string) {
  // Our failure, not the user's: the session is given back.
  await releasePracticeSession(db, { jobId: job.id });
  await updateJob(db, job.id, {
    status: 'dead_letter',
    isDlq: true,
    dlqReason: reason,
    dlqMovedAt: new Date(),
    requiresManualReview: true,
    errorMessage:
      'We could not analyse this recording after several attempts. Our team has been notified.',
    canResume: false,
  });
  await notify(db, services, job, { failed: reason });
}

async function notify(
  db: Database,
  services: Services,
  job: JobRow,
  outcome: { recordingId: string; needsSpeaker: boolean } | { failed: string },
) {
  if (!job.sendNotification) return;
  const user = await findUserById(db, job.userId);
  if (!user) return;
  // The account's address now, verified when it was set; never one an upload named.
  const to = user.email;
  const base = services.config.publicUrl;
  const fileName = job.originalFileName ?? 'your recording';
  await services.email.send({
    type: 'failed' in outcome ? 'analysis_failed' : 'analysis_complete',
    to,
    userId: user.id,
    content:
      'failed' in outcome
        ? analysisFailedEmail({
            name: user.name,
            fileName,
            reason: outcome.failed,
            practiceUrl: `${base}/record`,
          })
        : analysisCompleteEmail({
            name: user.name,
            fileName,
            needsSpeaker: outcome.needsSpeaker,
            resultsUrl: `${base}/recordings/${outcome.recordingId}${outcome.needsSpeaker ? '/select-speaker' : ''}`,
          }),
  });
}

/**
 * Analyses an upload too long for the request, or a video whose frames were not analysed in
 * the browser: the speech, then the body language. Idempotent and resumable: a finished job
 * is left alone; each transcribed chunk is checkpointed, so a run after a crash (the job
 * expired and pg-boss retried it) transcribes only what is missing, and the body-language
 * fields are checkpointed once measured. A failed body-language analysis keeps the speech
 * results, with the body-language fields empty. pg-boss owns the retries (failed runs and
 * expired ones alike); when it gives up, the job goes to the dead-letter state for manual
 * review. A file that is not audio fails at once.
 */
export const analyzeUploadJob = defineJob({
  name: 'recordings.analyze',
  payload: z.object({ jobId: z.string().uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 900,
  // As many workers as the pool has slots; each waits for a slot (decision 165).
  workers: (config) => config.ANALYSIS_CONCURRENCY,
  async handle({ jobId }, context) {
    // A retry may start while the run pg-boss presumed lost (its time ran out under load) is
    // still working: it waits until that run finishes or stops beating (decision 166).
    const queued =
      context.attempt.retryCount > 0
        ? await afterEarlierRun(context.db, jobId)
        : await findJob(context.db, jobId);
    if (!queued || FINAL_STATUSES.includes(queued.status)) return { skipped: true };
    // Uploads analysed in their requests share the slots: the job runs once one is free.
    return context.services.analysisPool.run(queued.userId, async () => {
      const job = await findJob(context.db, jobId);
      if (!job || FINAL_STATUSES.includes(job.status)) return { skipped: true };
      return analyzeJob(job, context);
    });
  },
  /** pg-boss gave up (retries spent, or the last run's worker died): manual review. */
  async deadLetter({ jobId }, { db, services, reason }) {
    const job = await findJob(db, jobId);
    if (!job || FINAL_STATUSES.includes(job.status)) return;
    await deadLetter(db, services, job, job.errorMessage ?? reason);
  },
});

/** One run of an analysis job, holding a slot of the pool. */
async function analyzeJob(job: JobRow, { db, services, attempt }: JobContext) {
  // pg-boss counts the runs and decides on retries; the row shows what it decided.
  const lastAttempt = attempt.retryCount >= attempt.retryLimit;
  const checkpoint: Checkpoint = checkpointSchema.parse(job.checkpointData ?? {});
  checkpoint.resumedChunks = Object.keys(checkpoint.chunks).length;
  await updateJob(db, job.id, {
    status: 'processing',
    processingAttempts: attempt.retryCount + 1,
    retryCount: attempt.retryCount,
    maxRetries: attempt.retryLimit,
    currentStep: checkpoint.resumedChunks > 0 ? 'Resuming from the last checkpoint' : 'Preparing',
    checkpointData: checkpoint,
    lastCheckpointAt: new Date(),
  });

  const withVideo = framesPending(checkpoint);
  const saved = job.transcriptData as TranscriptionResult | null;
  const tracker = createProgressTracker({
    mediaSeconds: job.estimatedDuration ?? 0,
    transcribed: Boolean(saved?.words),
    withVideo,
    fromPercent: job.progress,
  });
  const whereItStands = () => {
    const now = tracker.snapshot();
    return { progress: now.percent, currentStep: now.label, secondsLeft: now.secondsLeft };
  };
  const writeProgress = throttle(async () => {
    await updateJob(db, job.id, {
      ...whereItStands(),
      checkpointData: checkpoint,
      lastCheckpointAt: new Date(),
    });
  });
  const advance = (step: JobStep, fraction: number, next?: number) => {
    tracker.report(step, fraction, next);
    void writeProgress();
  };

  // While this run works, it says so (a retry started meanwhile waits for it:
  // afterEarlierRun), and says where it stands, reports or not: the bar never sits still.
  let beat: Promise<unknown> = Promise.resolve();
  const heartbeat = setInterval(() => {
    beat = updateJob(db, job.id, { ...whereItStands(), lastCheckpointAt: new Date() }).catch(
      () => {},
    );
  }, JOB_HEARTBEAT_MS);
  heartbeat.unref();
  const workDir = await makeWorkDir('job');
  try {
    const input = path.join(workDir, 'input');
    if (!job.filePath) throw new AppError('BAD_REQUEST', 'The uploaded file is missing.');
    await services.media.copyToFile(job.filePath, input);
    const result = await runAnalysis(input, {
      transcriber: services.transcriber,
      fillerExceptions: await listFillerExceptionRules(db, job.userId),
      ...(saved?.words ? { transcription: saved } : {}),
      doneChunks: checkpoint.chunks as Record<string, TranscribedWord[]>,
      onChunk: async (key, words) => {
        checkpoint.chunks[key] = words;
        await writeProgress(true);
      },
      onTranscribed: async (transcription) => {
        await updateJob(db, job.id, {
          transcriptData: transcription as unknown as Record<string, unknown>,
          lastCheckpointAt: new Date(),
        });
      },
      onProgress: advance,
    });
    if (withVideo) {
      advance('bodyLanguage', 0);
      await writeProgress(true);
      const outcome = await measureBodyLanguage(input, {
        durationSeconds: result.durationSeconds,
        onProgress: (fraction) => advance('bodyLanguage', fraction),
        log: services.log,
        label: `analysis job ${job.id}`,
      });
      if ('columns' in outcome) checkpoint.bodyLanguage = outcome.columns;
      else checkpoint.bodyLanguageFailure = outcome.failed;
    }
    await writeProgress(true);
    // No beat may land on the row after it says the job is complete.
    clearInterval(heartbeat);
    await beat;

    const user = await findUserById(db, job.userId);
    const columns = recordingColumns(result);
    const keepMedia = keepsMediaAfterAnalysis(user, columns.analysisStatus);
    // A run presumed lost (expired) may still finish alongside its retry: the first to
    // finish the session completes the job, the other stores nothing.
    const { recording, finishedNow } = await finishSession(db, services, {
      kind: 'analyzed',
      ledger: { jobId: job.id },
      recording: {
        userId: job.userId,
        sessionId: job.sessionId,
        practicePrompt: job.practicePrompt,
        recordingSource: checkpoint.recordingSource,
        speakingType: checkpoint.speakingType,
        mediaType: checkpoint.mediaType,
        mediaFilePath: keepMedia ? job.filePath : null,
        mediaSizeBytes: keepMedia ? job.fileSize : null,
        mediaMimeType: keepMedia ? job.mimeType : null,
        ...columns,
        ...checkpoint.bodyLanguage,
      },
      inTransaction: async (tx, created) => {
        await updateJob(tx, job.id, {
          status: 'completed',
          progress: 100,
          currentStep: 'Complete',
          recordingId: created.id,
          completedAt: new Date(),
          errorMessage: null,
          // The words now live in the recording; keep the row small.
          checkpointData: { ...checkpoint, chunks: {} },
          transcriptData: null,
        });
      },
    });
    if (!finishedNow) return { skipped: true };
    if (!keepMedia && job.filePath) await services.media.remove(job.filePath);
    await notify(db, services, job, {
      recordingId: recording.id,
      needsSpeaker: recording.analysisStatus === 'awaiting_speaker',
    });
    return { recordingId: recording.id, resumedChunks: checkpoint.resumedChunks };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof AppError) {
      // The file itself is the problem: retrying cannot help.
      await updateJob(db, job.id, {
        status: 'failed',
        errorMessage: message,
        errorCode: error.code,
        canResume: false,
      });
      // Nothing was analysed (not audio, too short): it does not use up a session.
      await releasePracticeSession(db, { jobId: job.id });
      if (job.filePath) await services.media.remove(job.filePath);
      await notify(db, services, job, { failed: message });
      return { failed: message };
    }
    // pg-boss retries the run, or, after the last, hands the job to deadLetter below.
    await updateJob(db, job.id, {
      ...(lastAttempt ? {} : { status: 'queued' as const, currentStep: 'Retrying' }),
      errorMessage: message,
    });
    throw error;
  } finally {
    clearInterval(heartbeat);
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
