import type { JobStatusReply } from '@shared/recordings/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { analyzesVideo } from './analyze-upload-job';
import { findOwnJob } from './job-repository';
import { estimateWaitSeconds } from './job-timing';
import { findOwnRecording, presentRecording } from '../recordings';

export async function getJobStatus(
  db: Database,
  options: { user: UserRow; jobId: string },
): Promise<JobStatusReply> {
  const job = await findOwnJob(db, options.user.id, options.jobId);
  if (!job) throw notFound('Job');
  const recording = job.recordingId
    ? await findOwnRecording(db, options.user.id, job.recordingId)
    : null;
  const remaining = estimateWaitSeconds(
    job.estimatedDuration ?? 0,
    job.progress,
    analyzesVideo(job.checkpointData),
  );
  return {
    type: 'async_job',
    jobId: job.id,
    status: job.status,
    estimatedWaitTime: job.status === 'completed' ? 0 : remaining,
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
