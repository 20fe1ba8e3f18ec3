import type { JobStatusReply } from '@shared/recordings/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';
import { findOwnJob } from './job-repository';
import { presentRecording } from './recording-presenter';
import { findOwnRecording } from './recording-repository';

/** Analysis speed assumed for the remaining-time estimate (about 0.3 x real time). */
const ESTIMATED_REAL_TIME_FACTOR = 0.35;

export async function getJobStatus(
  db: Database,
  options: { user: UserRow; jobId: string },
): Promise<JobStatusReply> {
  const job = await findOwnJob(db, options.user.id, options.jobId);
  if (!job) throw notFound('Job');
  const recording = job.recordingId
    ? await findOwnRecording(db, options.user.id, job.recordingId)
    : null;
  const remaining =
    (job.estimatedDuration ?? 0) * ESTIMATED_REAL_TIME_FACTOR * (1 - job.progress / 100);
  return {
    type: 'async_job',
    jobId: job.id,
    status: job.status,
    estimatedWaitTime: job.status === 'completed' ? 0 : Math.ceil(remaining),
    progress: job.progress,
    currentStep: job.currentStep,
    result: recording ? presentRecording(recording) : null,
    error:
      job.status === 'failed' || job.status === 'dead_letter'
        ? (job.errorMessage ?? 'Job processing failed')
        : null,
    recordingId: job.recordingId,
  };
}
