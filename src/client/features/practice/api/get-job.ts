import { jobStatusSchema, type JobStatusReply } from '@shared/recordings/schemas';
import { requestJson } from '@client/lib/request-json';

/** GET /api/jobs/{jobId}: a long analysis's status, progress and, once done, its recording. */
export function fetchJob(jobId: string): Promise<JobStatusReply> {
  return requestJson('GET', `/api/jobs/${encodeURIComponent(jobId)}`, jobStatusSchema);
}
