import { expect, type APIResponse, type APIRequestContext } from '@playwright/test';

/**
 * The recording an upload's answer leads to: 200 carries it; 202 is a job (the server analyses
 * in the request only when a slot of its pool is free, and another journey may hold it), which
 * is followed until it completes.
 */
export async function analysedRecording(
  api: APIRequestContext,
  answer: APIResponse,
): Promise<{ id: string }> {
  const text = await answer.text();
  expect([200, 202], text).toContain(answer.status());
  const body = JSON.parse(text) as { id?: string; jobId?: string };
  if (answer.status() === 200) return { id: body.id as string };
  let result: { id: string } | null = null;
  await expect
    .poll(
      async () => {
        const job = (await (await api.get(`/api/jobs/${body.jobId}`)).json()) as {
          status: string;
          result?: { id: string } | null;
        };
        if (job.status === 'completed' && job.result) result = job.result;
        return job.status;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('completed');
  return result as unknown as { id: string };
}
