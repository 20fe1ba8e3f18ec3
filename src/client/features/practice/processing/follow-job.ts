import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_ATTEMPTS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { JobStatusReply, Recording } from '@shared/recordings/schemas';
import { JobFailedError, nextProgress, type JobUpdate } from './analysis-rules';

/*
 * A long analysis's job, followed through TanStack Query (product rules R4.39): a query on
 * GET /api/jobs/{id} refetched every 2 s by `refetchInterval`, which stops on a final status.
 * A read that fails is retried by the query client's one rule and the interval goes on; 300
 * reads without an end is a time-out. Progress never goes back.
 */

export const jobQueryKey = (jobId: string) => routes.getJob.queryKey({ jobId });

type JobData = JobStatusReply | null;

const isFinal = (job: JobData) =>
  job !== null &&
  (job.status === 'completed' || job.status === 'failed' || job.status === 'dead_letter');

export type FollowJobOptions = {
  fetchJob: (jobId: string) => Promise<JobStatusReply>;
  /** Reads the finished recording when a completed job carries only its id. */
  fetchRecording: (id: string) => Promise<Recording>;
  onUpdate: (update: JobUpdate) => void;
  signal?: AbortSignal;
};

/** Resolves with the job's recording, or rejects with JobFailedError (or an AbortError). */
export function followJob(
  queryClient: QueryClient,
  jobId: string,
  { fetchJob, fetchRecording, onUpdate, signal }: FollowJobOptions,
): Promise<Recording> {
  return new Promise<Recording>((resolve, reject) => {
    let reads = 0;
    let shown = 0;
    let settled = false;
    let seenAt = 0;
    const observer = new QueryObserver<JobData>(queryClient, {
      queryKey: jobQueryKey(jobId),
      queryFn: async () => {
        reads += 1;
        return fetchJob(jobId);
      },
      // No read at once: the job was just created; the first comes after one interval.
      initialData: null,
      staleTime: Infinity,
      gcTime: 0,
      refetchInterval: (query) =>
        isFinal(query.state.data ?? null) ? false : JOB_POLL_INTERVAL_MS,
      refetchIntervalInBackground: true,
    });

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => finish(() => reject(new DOMException('Polling stopped', 'AbortError')));

    const unsubscribe = observer.subscribe((result) => {
      const job = result.data ?? null;
      // The observer also speaks when a read starts or fails; a job is new only once per read.
      if (job && result.dataUpdatedAt !== seenAt) {
        seenAt = result.dataUpdatedAt;
        shown = nextProgress(shown, job.progress);
        onUpdate({
          progress: shown,
          currentStep: job.currentStep,
          estimatedWait: job.estimatedWaitTime,
          queuePosition: job.queuePosition,
        });
        if (job.status === 'failed' || job.status === 'dead_letter') {
          const reason = job.error?.trim() || PRACTICE_MESSAGES.jobFailed;
          finish(() => reject(new JobFailedError(reason, job.errorCode ?? null)));
          return;
        }
        if (job.status === 'completed') {
          finish(() => {
            if (job.result) resolve(job.result);
            else if (job.recordingId) fetchRecording(job.recordingId).then(resolve, reject);
            else reject(new JobFailedError(job.error?.trim() || PRACTICE_MESSAGES.jobFailed));
          });
          return;
        }
      }
      if (reads >= JOB_POLL_MAX_ATTEMPTS && !result.isFetching) {
        finish(() => reject(new JobFailedError(PRACTICE_MESSAGES.jobTimedOut)));
      }
    });
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}
