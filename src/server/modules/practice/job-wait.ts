import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import { analyzeUploadJob, analyzesVideo } from './analyze-upload-job';
import { type JobRow, findJobs } from './job-repository';
import { estimateWaitSeconds } from './job-timing';

/** Where a job stands: its place in the queue (1 = next) while it waits, and the time left. */
export interface JobWait {
  queuePosition: number | null;
  estimatedWaitTime: number;
}

/**
 * A job's own time left: as its running analysis last measured it, less the time since
 * (job-progress.ts); before it runs, the estimate from its length.
 */
function ownSeconds(job: JobRow, now = Date.now()): number {
  if (job.status === 'processing' && job.secondsLeft !== null && job.lastCheckpointAt) {
    const since = (now - job.lastCheckpointAt.getTime()) / 1000;
    return Math.max(1, Math.ceil(job.secondsLeft - Math.max(0, since)));
  }
  return estimateWaitSeconds(
    job.estimatedDuration ?? 0,
    job.progress,
    analyzesVideo(job.checkpointData),
  );
}

/**
 * The time left for `job`: its own analysis, and while it waits for a slot, the analyses that
 * run first, shared over the pool's `capacity` slots (decision 165). Ahead of it are the jobs
 * pg-boss fetches first and those fetched that still wait for a slot; a job fetched and waiting
 * itself is next.
 */
export async function jobWait(
  db: Database,
  queue: Queue,
  job: JobRow,
  capacity: number,
): Promise<JobWait> {
  const own = ownSeconds(job);
  if (job.status === 'completed') return { queuePosition: null, estimatedWaitTime: 0 };
  if (job.status !== 'queued') return { queuePosition: null, estimatedWaitTime: own };
  const place = await queue.place(analyzeUploadJob, job.id);
  if (!place) return { queuePosition: null, estimatedWaitTime: own };
  if (!place.waiting) return { queuePosition: 1, estimatedWaitTime: own };
  const rows = await findJobs(db, [...place.ahead, ...place.running]);
  const fetchedWaiting = rows.filter(
    (row) => place.running.includes(row.id) && row.status === 'queued',
  );
  const before = rows.reduce((sum, row) => sum + ownSeconds(row), 0);
  return {
    queuePosition: place.ahead.length + fetchedWaiting.length + 1,
    estimatedWaitTime: own + Math.ceil(before / Math.max(1, capacity)),
  };
}
