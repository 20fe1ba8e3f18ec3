import type { JobStatusReply } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** GET /api/jobs/{jobId}: a long analysis's status, progress and, once done, its recording. */
export function fetchJob(jobId: string): Promise<JobStatusReply> {
  return requestJson(routes.getJob, { params: { jobId } });
}
