import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asyncJobReplySchema,
  jobStatusSchema,
  practiceLimitSchema,
  recordingSchema,
  type JobStatusReply,
} from '@shared/recordings/schemas';
import { jobs } from '../../db/schema';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, tempDir } from '../../speech/test/fixtures';

/*
 * Analyses are bounded (decision 165): an upload is analysed in its request only when a slot
 * of the pool is free, else it waits in the queue with its place and a time estimate, and one
 * account's burst waits behind everyone else's next upload.
 */

const dir = tempDir('analysis-queue');
let speechWav: Buffer;
let server: TestServer;
beforeAll(async () => {
  speechWav = fs.readFileSync(
    espeak('Thank you all for coming, today I will talk about our plans.', path.join(dir, 'q.wav')),
  );
  server = await startTestServer({ env: { ANALYSIS_CONCURRENCY: '1' } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (session: string) =>
  server.request('/api/transcribe', {
    method: 'POST',
    session,
    body: transcribeForm(wavUpload(speechWav, 'talk.wav'), { recordingMode: 'upload' }),
  });

const jobStatus = async (jobId: string, session: string) =>
  jobStatusSchema.parse(await (await server.request(`/api/jobs/${jobId}`, { session })).json());

async function untilDone(jobId: string, session: string): Promise<JobStatusReply> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const reply = await jobStatus(jobId, session);
    if (['completed', 'failed', 'dead_letter'].includes(reply.status)) return reply;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** Until pg-boss's worker has fetched a job and waits for the pool's slot. */
async function untilWorkerWaits() {
  const deadline = Date.now() + 20_000;
  while (server.running.services.analysisPool.waiting === 0) {
    if (Date.now() > deadline) throw new Error('the worker never waited for a slot');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Takes the pool's one slot for a while, once the last test's job has given it back. */
async function holdTheSlot() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const release = server.running.services.analysisPool.tryAcquire('another account');
    if (release) return release;
    if (Date.now() > deadline) throw new Error('the slot was never free');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the analysis pool', () => {
  it('analyses a short upload in its request while a slot is free', async () => {
    const { session } = await signedInUser(server);
    const response = await upload(session);
    expect(response.status).toBe(200);
    expect(recordingSchema.parse(await response.json()).wordCount).toBeGreaterThan(5);
    expect(server.running.services.analysisPool.busy).toBe(0);
  });

  it('queues an upload while every slot is busy, shows its place, then analyses it', async () => {
    const busy = await holdTheSlot();
    try {
      const { session } = await signedInUser(server);
      const response = await upload(session);
      expect(response.status).toBe(202);
      const reply = asyncJobReplySchema.parse(await response.json());
      expect(reply.status).toBe('queued');
      expect(reply.queuePosition).toBe(1);
      expect(reply.estimatedWaitTime).toBeGreaterThan(0);
      await untilWorkerWaits();
      expect(await jobStatus(reply.jobId, session)).toMatchObject({
        status: 'queued',
        queuePosition: 1,
      });
      // Counted as a session at once, as a queued job always was.
      const limit = practiceLimitSchema.parse(
        await (await server.request('/api/user/practice-limit', { session })).json(),
      );
      expect(limit.practiceCount).toBe(1);
      busy();
      const done = await untilDone(reply.jobId, session);
      expect(done.status).toBe('completed');
      expect(done.queuePosition).toBeNull();
      expect(done.result?.wordCount).toBeGreaterThan(5);
    } finally {
      busy();
    }
  });

  it("puts one account's burst behind another account's upload", async () => {
    const busy = await holdTheSlot();
    try {
      const burst = await signedInUser(server, { subscriptionStatus: 'active' });
      const other = await signedInUser(server);
      const burstJobs: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await upload(burst.session);
        expect(response.status).toBe(202);
        burstJobs.push(asyncJobReplySchema.parse(await response.json()).jobId);
        // The worker fetches the first and waits for the slot; the others wait in pg-boss.
        if (i === 0) await untilWorkerWaits();
      }
      const response = await upload(other.session);
      expect(response.status).toBe(202);
      const otherJob = asyncJobReplySchema.parse(await response.json());
      // Behind the burst's first (fetched, waiting for the slot), before its second and third.
      expect(otherJob.queuePosition).toBe(2);
      expect((await jobStatus(burstJobs[2]!, burst.session)).queuePosition).toBe(4);

      busy();
      for (const jobId of burstJobs) {
        expect((await untilDone(jobId, burst.session)).status).toBe('completed');
      }
      expect((await untilDone(otherJob.jobId, other.session)).status).toBe('completed');
      const finished = async (id: string) => {
        const [row] = await server.db.select().from(jobs).where(eq(jobs.id, id));
        return row!.completedAt!.getTime();
      };
      expect(await finished(otherJob.jobId)).toBeLessThan(await finished(burstJobs[1]!));
    } finally {
      busy();
    }
  });
});
