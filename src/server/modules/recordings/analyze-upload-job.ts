import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MEDIA_TYPES, RECORDING_SOURCES, SPEAKING_TYPES } from '@shared/domain/enums';
import type { AppConfig } from '../../config';
import type { Services } from '../../app-dependencies';
import type { Database } from '../../db/client';
import { analysisCompleteEmail, analysisFailedEmail } from '../../email/templates';
import { defineJob } from '../../jobs/job-definition';
import { AppError } from '../../lib/app-error';
import type { AnalysisStep } from '../../speech/analyze-recording';
import type { TranscribedWord, TranscriptionResult } from '../../speech/types';
import { findUserById } from '../auth/user-repository';
import { recordingColumns } from './analysis-columns';
import { completeRecording } from './complete-recording';
import { type JobRow, findJob, lockJob, updateJob } from './job-repository';
import { createRecording } from './recording-repository';
import { runAnalysis } from './run-analysis';

/** How long a job may run before it is presumed lost: base + per-second x audio length. */
export function expireSecondsFor(config: AppConfig, audioSeconds: number) {
  return Math.ceil(
    config.ANALYSIS_JOB_EXPIRE_BASE_SECONDS +
      config.ANALYSIS_JOB_EXPIRE_PER_AUDIO_SECOND * audioSeconds,
  );
}

/**
 * Analysis speed assumed for wait estimates: bench:speech measures 0.13-0.16 x real time on
 * two cores; 0.35 leaves room for a busy worker and the queue.
 */
const ESTIMATED_REAL_TIME_FACTOR = 0.35;

/** Seconds left for a job over `audioSeconds` of audio that is `progress` percent done. */
export function estimateWaitSeconds(audioSeconds: number, progress: number) {
  return Math.ceil(audioSeconds * ESTIMATED_REAL_TIME_FACTOR * (1 - progress / 100));
}

/** What a job remembers between runs (jobs.checkpointData). */
const checkpointSchema = z.object({
  recordingSource: z.enum(RECORDING_SOURCES).default('upload'),
  speakingType: z.enum(SPEAKING_TYPES).default('practice'),
  mediaType: z.enum(MEDIA_TYPES).default('audio'),
  /** Words of the chunks transcribed so far, by chunk key. */
  chunks: z.record(z.string(), z.array(z.any())).default({}),
  /** How many chunks a run found already done: 0 on a first run. */
  resumedChunks: z.number().int().default(0),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

/** Progress shown to the user: decoding 0-5, transcribing 5-85, measuring 85-99. */
const PROGRESS_RANGE: Record<AnalysisStep, [number, number]> = {
  decoding: [0, 5],
  transcribing: [5, 85],
  measuring: [85, 99],
};
const STEP_LABEL: Record<AnalysisStep, string> = {
  decoding: 'Reading your recording',
  transcribing: 'Transcribing your speech',
  measuring: 'Measuring pace, fillers, clarity and confidence',
};
/** Progress and checkpoints are written at most this often. */
const WRITE_INTERVAL_MS = 2_000;

function throttle(write: () => Promise<void>) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  return (force = false) => {
    const now = Date.now();
    if (!force && now - last < WRITE_INTERVAL_MS) return pending;
    last = now;
    pending = pending.then(write).catch(() => {});
    return pending;
  };
}

async function deadLetter(db: Database, services: Services, job: JobRow, reason: string) {
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
  const to = job.notificationEmail ?? user?.email;
  if (!user || !to) return;
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
 * Analyses a long upload. Idempotent and resumable: a finished job is left alone; each
 * transcribed chunk is checkpointed, so a run after a crash (the job expired and pg-boss
 * retried it) transcribes only what is missing. Attempts past maxRetries + 1 go to the
 * dead-letter state for manual review; a file that is not audio fails at once.
 */
export const analyzeUploadJob = defineJob({
  name: 'recordings.analyze',
  payload: z.object({ jobId: z.string().uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 900,
  async handle({ jobId }, { db, services }) {
    const job = await findJob(db, jobId);
    if (!job || ['completed', 'failed', 'dead_letter'].includes(job.status))
      return { skipped: true };
    const attempts = job.processingAttempts + 1;
    if (attempts > job.maxRetries + 1) {
      await deadLetter(
        db,
        services,
        job,
        `Retries exhausted after ${job.processingAttempts} attempts: ${job.errorMessage ?? 'the worker stopped while analysing'}`,
      );
      return { deadLetter: true };
    }
    const checkpoint: Checkpoint = checkpointSchema.parse(job.checkpointData ?? {});
    checkpoint.resumedChunks = Object.keys(checkpoint.chunks).length;
    await updateJob(db, job.id, {
      status: 'processing',
      processingAttempts: attempts,
      retryCount: attempts - 1,
      currentStep: checkpoint.resumedChunks > 0 ? 'Resuming from the last checkpoint' : 'Preparing',
      checkpointData: checkpoint,
    });

    let progress = job.progress;
    let step: AnalysisStep = 'decoding';
    const writeProgress = throttle(async () => {
      await updateJob(db, job.id, {
        progress,
        currentStep: STEP_LABEL[step],
        checkpointData: checkpoint,
        lastCheckpointAt: new Date(),
      });
    });

    const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cadence-job-'));
    try {
      const input = path.join(workDir, 'input');
      if (!job.filePath) throw new AppError('BAD_REQUEST', 'The uploaded file is missing.');
      await services.media.copyToFile(job.filePath, input);
      const saved = job.transcriptData as TranscriptionResult | null;
      const result = await runAnalysis(input, {
        transcriber: services.transcriber,
        ...(job.estimatedDuration ? { declaredSeconds: job.estimatedDuration } : {}),
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
        onProgress: (current, fraction) => {
          step = current;
          const [from, to] = PROGRESS_RANGE[current];
          // Never backwards, whatever a resumed run reports.
          progress = Math.max(progress, Math.round(from + (to - from) * fraction));
          void writeProgress();
        },
      });
      await writeProgress(true);

      const user = await findUserById(db, job.userId);
      const columns = recordingColumns(result);
      // With several voices the audio is needed once more, to measure the chosen speaker.
      const keepMedia =
        !user?.deleteAudioAfterAnalysis || columns.analysisStatus === 'awaiting_speaker';
      const recording = await db.transaction(async (tx) => {
        // A run presumed lost (expired) may still finish alongside its retry: the first to
        // get here completes the job, the other stores nothing.
        const current = await lockJob(tx, job.id);
        if (current?.status === 'completed') return null;
        const created = await createRecording(tx, {
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
        });
        await completeRecording(tx, created);
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
        return created;
      });
      if (!recording) return { skipped: true };
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
        await updateJob(db, job.id, { status: 'failed', errorMessage: message, canResume: false });
        if (job.filePath) await services.media.remove(job.filePath);
        await notify(db, services, job, { failed: message });
        return { failed: message };
      }
      if (attempts >= job.maxRetries + 1) {
        await deadLetter(db, services, job, message);
        return { deadLetter: true };
      }
      await updateJob(db, job.id, {
        status: 'queued',
        errorMessage: message,
        currentStep: 'Retrying',
      });
      throw error;
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  },
});
