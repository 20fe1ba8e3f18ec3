import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { asyncJobReplySchema, jobStatusSchema } from '@shared/recordings/schemas';
import { jobs, recordings } from '../../db/schema';
import { latestMail, uniqueEmail, type OutboxMail } from '../../test/auth-helpers';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, tempDir } from '../../speech/test/fixtures';

/** Every upload here becomes a job, the path that mails when the analysis is done. */
let server: TestServer;
const dir = tempDir('notification-email');
let speechWav: Buffer;
beforeAll(async () => {
  speechWav = fs.readFileSync(
    espeak('Tell me when my analysis is ready, please.', path.join(dir, 'speech.wav')),
  );
  server = await startTestServer({ env: { TRANSCRIBE_SYNC_MAX_SECONDS: '1' } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (session: string, fields: Record<string, string>) =>
  server.request('/api/transcribe', {
    method: 'POST',
    session,
    body: transcribeForm(wavUpload(speechWav, 'talk.wav'), fields),
  });

const outbox = async (to: string) =>
  (await (
    await server.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
  ).json()) as OutboxMail[];

describe('POST /api/transcribe, notification_email', () => {
  it('refuses another address with 400, and stores and mails nothing', async () => {
    const { user, session } = await signedInUser(server);
    const stranger = uniqueEmail('stranger');
    const response = await upload(session, {
      notification_email: stranger,
      send_notification: 'true',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: PRACTICE_MESSAGES.notificationEmailNotOwn,
      fields: { notification_email: [PRACTICE_MESSAGES.notificationEmailNotOwn] },
    });
    expect(await server.db.select().from(jobs).where(eq(jobs.userId, user.id))).toEqual([]);
    expect(await server.db.select().from(recordings).where(eq(recordings.userId, user.id))).toEqual(
      [],
    );
    expect(await outbox(stranger)).toEqual([]);
  });

  it('accepts the account’s own address, in any case, and mails only that address', async () => {
    const { user, session } = await signedInUser(server);
    const response = await upload(session, {
      notification_email: user.email.toUpperCase(),
      send_notification: 'true',
    });
    expect(response.status).toBe(202);
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.notificationEmail).toBe(user.email);

    let status = '';
    for (let i = 0; i < 300 && !['completed', 'failed', 'dead_letter'].includes(status); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const reply = await server.request(`/api/jobs/${jobId}`, { session });
      status = jobStatusSchema.parse(await reply.json()).status;
    }
    expect(status).toBe('completed');
    expect((await latestMail(server, user.email)).subject).toBe('Your speech analysis is ready');
  });
});
