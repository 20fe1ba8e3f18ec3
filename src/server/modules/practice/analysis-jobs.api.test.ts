import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asyncJobReplySchema,
  jobStatusSchema,
  practiceLimitSchema,
  type JobStatusReply,
} from '@shared/recordings/schemas';
import { noSpeechMessage } from '@shared/recordings/audio-issues';
import { jobs } from '../../db/schema';
import { JOB_SILENT_MS, analyzeUploadJob } from './analyze-upload-job';
import { createJob, findJob } from './job-repository';
import { latestMail } from '../../test/auth-helpers';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, ffmpeg, tempDir } from '../../speech/test/fixtures';

const dir = tempDir('jobs-api');
let speechWav: Buffer;
beforeAll(() => {
  speechWav = fs.readFileSync(
    espeak(
      'Practice a little every day, and listen back to what you said.',
      path.join(dir, 'speech.wav'),
    ),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const form = (bytes: Buffer, fields: Record<string, string> = {}) =>
  transcribeForm(wavUpload(bytes, 'talk.wav'), fields);
const signedIn = (server: TestServer) => signedInUser(server);

/** Polls like the client: until the job completes or fails for good. */
async function pollJob(server: TestServer, jobId: string, session: string, timeoutMs = 90_000) {
  const seen: JobStatusReply[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reply = jobStatusSchema.parse(
      await (await server.request(`/api/jobs/${jobId}`, { session })).json(),
    );
    seen.push(reply);
    if (['completed', 'failed', 'dead_letter'].includes(reply.status)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} did not finish: ${JSON.stringify(seen.at(-1))}`);
}

describe('long recordings run as jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The job runs pocketsphinx itself here, never a kept transcript: the path from the
    // queue to the engine's processes stays tested in the app (cached-transcriber.ts).
    server = await startTestServer({
      env: { TRANSCRIBE_SYNC_MAX_SECONDS: '1' },
      transcripts: 'engine',
    });
  });
  afterAll(() => server?.close());

  it('answers 202 async_job, reports progress, completes, and emails when asked', async () => {
    const { user, session } = await signedIn(server);
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      session,
      body: form(speechWav, { practicePrompt: 'My week', send_notification: 'true' }),
    });
    expect(response.status).toBe(202);
    const reply = asyncJobReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ type: 'async_job', status: 'queued', progress: 0 });
    expect(reply.estimatedWaitTime).toBeGreaterThan(0);

    // Pending jobs count toward the monthly limit straight away.
    const limit = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(limit.practiceCount).toBe(1);

    const seen = await pollJob(server, reply.jobId, session);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // While it runs it says which step, and how long is left.
    for (const running of seen.filter((s) => s.status === 'processing')) {
      expect(running.currentStep).toMatch(
        /^(Preparing|Reading your recording|Transcribing your speech: \d+:\d\d of \d+:\d\d|Telling voices apart|Measuring pace, fillers, clarity and confidence)$/,
      );
      expect(running.estimatedWaitTime).toBeGreaterThan(0);
    }
    const done = seen.at(-1);
    expect(done?.status).toBe('completed');
    expect(done?.progress).toBe(100);
    expect(done?.result?.analysisStatus).toBe('complete');
    expect(done?.result?.practicePrompt).toBe('My week');
    expect(done?.result?.wordCount).toBeGreaterThan(5);
    expect(done?.result?.hasMedia).toBe(true);
    expect(done?.recordingId).toBe(done?.result?.id);

    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, reply.jobId));
    expect(row?.processingAttempts).toBe(1);
    expect(row?.transcriptData).toBeNull();

    const mail = await latestMail(server, user.email);
    expect(mail.subject).toBe('Your speech analysis is ready');
    expect(mail.text).toContain(`/recordings/${done?.recordingId}`);

    // The job's media became the recording's, replayable and whole.
    const media = await server.request(`/api/recordings/${done?.recordingId}/media`, { session });
    expect(Buffer.from(await media.arrayBuffer()).equals(speechWav)).toBe(true);
  });

  it('shows a job only to its owner', async () => {
    const owner = await signedIn(server);
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      session: owner.session,
      body: form(speechWav),
    });
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const stranger = await signedIn(server);
    expect((await server.request(`/api/jobs/${jobId}`, { session: stranger.session })).status).toBe(
      404,
    );
    expect((await server.request(`/api/jobs/${jobId}`)).status).toBe(401);
    expect((await server.request('/api/jobs/nope', { session: owner.session })).status).toBe(400);
    await pollJob(server, jobId, owner.session);
  });

  it('fails at once, without retrying, when the file is not audio after all', async () => {
    const { session } = await signedIn(server);
    // Unreadable, its length is estimated from its size: about 2 s, over this server's 1 s.
    const broken = Buffer.concat([speechWav.subarray(0, 12), Buffer.alloc(100_000, 0x5a)]);
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      session,
      body: form(broken),
    });
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const done = (await pollJob(server, jobId, session)).at(-1);
    expect(done?.status).toBe('failed');
    expect(done?.error).toMatch(/could not be read as audio|no audio track/);
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row?.processingAttempts).toBe(1);
    // A failed upload does not use up a practice session.
    const limit = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(limit.practiceCount).toBe(0);
  });

  it('fails with the reason, storing nothing and giving the session back, when no one speaks', async () => {
    const { session } = await signedIn(server);
    const silence = path.join(dir, 'silence-40.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '40', silence);
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      session,
      body: form(fs.readFileSync(silence)),
    });
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const done = (await pollJob(server, jobId, session)).at(-1);
    expect(done).toMatchObject({
      status: 'failed',
      error: noSpeechMessage('silence'),
      result: null,
    });
    const list = await (await server.request('/api/recordings', { session })).json();
    expect(list).toEqual({ items: [], nextCursor: null });
    const limit = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(limit.practiceCount).toBe(0);
  });
});

describe('a job that keeps failing', () => {
  let server: TestServer;
  let engine: http.Server;
  let calls = 0;
  beforeAll(async () => {
    // A speech service that is down: every call is a 500.
    engine = http.createServer((_request, response) => {
      calls += 1;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'service unavailable' }));
    });
    await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
    const { port } = engine.address() as AddressInfo;
    server = await startTestServer({
      env: {
        TRANSCRIBE_SYNC_MAX_SECONDS: '0',
        SPEECH_ENGINE: 'assemblyai',
        ASSEMBLYAI_API_KEY: 'test-key',
        ASSEMBLYAI_BASE_URL: `http://127.0.0.1:${port}`,
        ANALYSIS_JOB_RETRY_DELAY_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    engine?.close();
  });

  it('is retried up to maxRetries, then dead-lettered for manual review', async () => {
    const { session } = await signedIn(server);
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      session,
      body: form(speechWav),
    });
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const done = (await pollJob(server, jobId, session, 120_000)).at(-1);
    expect(done?.status).toBe('dead_letter');
    expect(done?.error).toBe(
      'We could not analyse this recording after several attempts. Our team has been notified.',
    );
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({
      isDlq: true,
      requiresManualReview: true,
      processingAttempts: 4,
      retryCount: 3,
      maxRetries: 3,
      canResume: false,
    });
    expect(row?.dlqReason).toBeTruthy();
    expect(row?.dlqMovedAt).toBeInstanceOf(Date);
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it('starts a retry only once the run before it has finished or stopped beating', async () => {
    const { user } = await signedIn(server);
    const context = (jobId: string) => ({
      db: server.db,
      role: 'all' as const,
      jobId,
      services: server.running.services,
      attempt: { retryCount: 1, retryLimit: 3 },
    });
    // pg-boss presumed this run lost under load, but it still works and beats.
    const working = await createJob(server.db, {
      userId: user.id,
      jobType: 'analysis',
      status: 'processing',
      lastCheckpointAt: new Date(),
    });
    let settled: unknown = null;
    const retry = analyzeUploadJob
      .handle({ jobId: working.id }, context(working.id))
      .then((result) => (settled = result));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(settled).toBeNull();
    // It finishes: the retry has nothing left to do.
    await server.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, working.id));
    await retry;
    expect(settled).toEqual({ skipped: true });

    // A run silent for longer than JOB_SILENT_MS died with its process: the retry goes on
    // at once (here to find the file gone, which fails the job for good).
    const dead = await createJob(server.db, {
      userId: user.id,
      jobType: 'analysis',
      status: 'processing',
      lastCheckpointAt: new Date(Date.now() - JOB_SILENT_MS - 1_000),
    });
    const result = await analyzeUploadJob.handle({ jobId: dead.id }, context(dead.id));
    expect(result).toMatchObject({ failed: expect.any(String) });
  });

  it('is dead-lettered when pg-boss gives up on a run whose worker died, and only then', async () => {
    const { user } = await signedIn(server);
    const job = await createJob(server.db, {
      userId: user.id,
      jobType: 'transcription',
      status: 'processing',
      progress: 40,
      errorMessage: null,
    });
    // What pg-boss does when the last run of a job expires: it moves the job to the
    // dead-letter queue, with its time-out note as the output.
    await server.running.queue.boss.send(`${analyzeUploadJob.name}.dlq`, { jobId: job.id });
    let row = await findJob(server.db, job.id);
    for (let i = 0; i < 200 && row?.status !== 'dead_letter'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await findJob(server.db, job.id);
    }
    expect(row).toMatchObject({ status: 'dead_letter', isDlq: true, canResume: false });
    expect(row?.dlqReason).toBeTruthy();
    // A job that already finished is left as it is.
    const done = await createJob(server.db, {
      userId: user.id,
      jobType: 'transcription',
      status: 'completed',
    });
    await server.running.queue.boss.send(`${analyzeUploadJob.name}.dlq`, { jobId: done.id });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await findJob(server.db, done.id))?.status).toBe('completed');
  });
});
