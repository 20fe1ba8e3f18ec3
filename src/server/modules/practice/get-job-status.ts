import type { JobStatusReply } from '@shared/recordings/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import type { Queue } from '../../jobs/queue';
import { findOwnJob } from './job-repository';
import { jobWait } from './job-wait';
import { findOwnRecording, presentRecording } from '../recordings';

export async function getJobStatus(
  db: Database,
  queue: Queue,
  options: { user: UserRow; jobId: string; capacity: number },
): Promise<JobStatusReply> {
  const job = await findOwnJob(db, options.user.id, options.jobId);
  if (!job) throw notFound('Job');
  const recording = job.recordingId
    ? await findOwnRecording(db, options.user.id, job.recordingId)
    : null;
  const wait = await jobWait(db, queue, job, options.capacity);
  return {
    type: 'async_job',
    jobId: job.id,
    status: job.status,
    estimatedWaitTime: wait.estimatedWaitTime,
    queuePosition: wait.queuePosition,
    progress: job.progress,
    currentStep: job.currentStep,
    result: recording ? presentRecording(recording) : null,
    error:
      job.status === 'failed' || job.status === 'dead_letter'
        ? (job.errorMessage ?? 'Job processing failed')
        : null,
    errorCode: job.status === 'failed' ? job.errorCode : null,
    recordingId: job.recordingId,
  };
}
