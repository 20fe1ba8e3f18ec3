import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import {
  asyncJobReplySchema,
  jobStatusSchema,
  practiceLimitSchema,
  recordingSchema,
} from '@shared/recordings/schemas';
import { jobs, practiceSessions } from '../../db/schema';
import {
  signedInUser,
  transcribeForm,
  wavUpload,
  type UploadFile,
} from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, ffmpeg, tempDir } from '../../speech/test/fixtures';
import { probeMedia } from './probe-media';

/** Clips up to this length are analysed in the request; longer ones become jobs. */
const SYNC_MAX_SECONDS = 8;

let server: TestServer;
const dir = tempDir('practice-limit-api');
let short: { file: UploadFile; seconds: number };
let long: { file: UploadFile; seconds: number };

async function clip(text: string, name: string) {
  const file = espeak(text, path.join(dir, `${name}.wav`));
  const seconds = (await probeMedia(file)).durationSeconds ?? 0;
  return { file: wavUpload(fs.readFileSync(file), `${name}.wav`), seconds };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { TRANSCRIBE_SYNC_MAX_SECONDS: String(SYNC_MAX_SECONDS) },
  });
  short = await clip('I practise a little every day, and it helps.', 'short');
  long = await clip(
    'Today I want to talk about practice. The first thing is to start small, every single day, and then to listen back to what you said.',
    'long',
  );
  expect(short.seconds).toBeGreaterThan(3);
  expect(short.seconds).toBeLessThan(SYNC_MAX_SECONDS);
  expect(long.seconds).toBeGreaterThan(SYNC_MAX_SECONDS);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const transcribe = (file: UploadFile, session: string, fields: Record<string, string> = {}) =>
  server.request('/api/transcribe', {
    method: 'POST',
    session,
    body: transcribeForm(file, fields),
  });

async function practiceLimit(session: string) {
  const response = await server.request('/api/user/practice-limit', { session });
  return practiceLimitSchema.parse(await response.json());
}

async function sessionsMade(userId: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    await server.db.insert(practiceSessions).values({ userId });
  }
}

describe('the monthly limit under uploads sent together', () => {
  it('admits exactly one of 8 uploads when one session is left; deleting it gives nothing back', async () => {
    const { user, session } = await signedInUser(server);
    await sessionsMade(user.id, FREE_PRACTICE_LIMIT - 1);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => transcribe(short.file, session, { duration: '5' })),
    );
    const accepted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 403);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(await response.json()).toMatchObject({
        code: 'PRACTICE_LIMIT_REACHED',
        message: PRACTICE_MESSAGES.practiceLimitReached,
        practiceCount: FREE_PRACTICE_LIMIT,
        practiceLimit: FREE_PRACTICE_LIMIT,
      });
    }
    expect(await practiceLimit(session)).toMatchObject({
      practiceCount: FREE_PRACTICE_LIMIT,
      practiceLimit: FREE_PRACTICE_LIMIT,
      canPractice: false,
    });

    // The count is of sessions made this month, not of recordings kept.
    const { id } = recordingSchema.parse(await accepted[0]?.json());
    const deleted = await server.request(`/api/recordings/${id}`, { method: 'DELETE', session });
    expect(deleted.status).toBe(204);
    expect(await practiceLimit(session)).toMatchObject({
      practiceCount: FREE_PRACTICE_LIMIT,
      canPractice: false,
    });
    expect((await transcribe(short.file, session)).status).toBe(403);
  });

  it('counts an unlimited user’s sessions without ever refusing one', async () => {
    const { user, session } = await signedInUser(server, { userRole: 'coach' });
    await sessionsMade(user.id, FREE_PRACTICE_LIMIT + 1);
    expect((await transcribe(short.file, session)).status).toBe(200);
    expect(await practiceLimit(session)).toMatchObject({
      practiceCount: FREE_PRACTICE_LIMIT + 2,
      canPractice: true,
      unlimited: true,
    });
  });
});

describe("a recording's length is the media's own", () => {
  it('in the request: a clip sent with duration=90000 is stored with its real length', async () => {
    const { session } = await signedInUser(server);
    // A browser's webm carries no length in its header.
    const webm = ffmpeg(
      '-i',
      path.join(dir, 'short.wav'),
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    );
    for (const file of [short.file, { bytes: webm, name: 'take.webm', type: 'audio/webm' }]) {
      const response = await transcribe(file, session, { duration: '90000' });
      expect(response.status).toBe(200);
      const recording = recordingSchema.parse(await response.json());
      expect(recording.duration).toBeCloseTo(short.seconds, 0);
    }
  });

  it('in a background job: the estimate and the stored length are measured, not declared', async () => {
    const { user, session } = await signedInUser(server);
    const response = await transcribe(long.file, session, { duration: '90000' });
    expect(response.status).toBe(202);
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.estimatedDuration).toBeCloseTo(long.seconds, 0);
    expect((await practiceLimit(session)).practiceCount).toBe(1);

    let status = jobStatusSchema.parse(
      await (await server.request(`/api/jobs/${jobId}`, { session })).json(),
    );
    while (!['completed', 'failed', 'dead_letter'].includes(status.status)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = jobStatusSchema.parse(
        await (await server.request(`/api/jobs/${jobId}`, { session })).json(),
      );
    }
    expect(status.status).toBe('completed');
    expect(status.result?.duration).toBeCloseTo(long.seconds, 0);
    // The session admitted for the job is the one its recording settled.
    const entries = await server.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, user.id));
    expect(entries).toMatchObject([{ jobId, recordingId: status.recordingId }]);
  });
});
