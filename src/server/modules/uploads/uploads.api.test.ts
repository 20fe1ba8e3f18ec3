import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_PRACTICE_LIMIT,
  UPLOAD_MAX_BYTES,
  UPLOADS_IN_PROGRESS_ACCOUNT_BYTES,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import { UPLOAD_MESSAGES } from '@shared/recordings/upload-messages';
import { recordings, uploadClaims } from '../../db/schema';
import { espeak, tempDir } from '../../speech/test/fixtures';
import { signedInUser } from '../../test/recording-helpers';
import { createSessions } from '../../test/progress-factories';
import { filesContents, resumableUploadJourney } from '../../test/resumable-upload-flow';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createUpload,
  deleteUpload,
  headUpload,
  patchUpload,
  transcribeUploaded,
  tusMetadata,
  uploadIdFrom,
  uploadWhole,
} from '../../test/tus-requests';
import { UPLOADS_IN_PROGRESS } from './create-upload-store';
import { pruneUploadsJob } from './prune-uploads-job';

let server: TestServer;
const dir = tempDir('uploads-api');
let speechWav: Buffer;
const HOUR_MS = 3600 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  speechWav = fs.readFileSync(
    espeak(
      'Today I want to talk about practice. The first thing is to start small, every day.',
      path.join(dir, 'speech.wav'),
    ),
  );
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const inProgress = () => path.join(server.running.config.mediaDir, UPLOADS_IN_PROGRESS);
const storedFiles = async () => fs.promises.readdir(inProgress()).catch(() => []);

describe('starting an upload at the free limit', () => {
  it('refuses a free user who cannot practise with 403 and the figures, before a byte is sent', async () => {
    const { user, session } = await signedInUser(server);
    await createSessions(server.db, user.id, FREE_PRACTICE_LIMIT);
    const response = await createUpload(server, { session, length: 100_000 });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'PRACTICE_LIMIT_REACHED',
      message: PRACTICE_MESSAGES.practiceLimitReached,
      practiceCount: FREE_PRACTICE_LIMIT,
      practiceLimit: FREE_PRACTICE_LIMIT,
    });
    expect(response.headers.get('location')).toBeNull();
  });

  it("refuses an upload past the account's bytes in progress with 413, until one is discarded", async () => {
    const { session } = await signedInUser(server, { subscriptionStatus: 'active' });
    const first = await createUpload(server, { session, length: UPLOAD_MAX_BYTES });
    expect(first.status).toBe(201);
    expect((await createUpload(server, { session, length: UPLOAD_MAX_BYTES })).status).toBe(201);
    const third = await createUpload(server, { session, length: 1000 });
    expect(third.status).toBe(413);
    expect(await third.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      maxBytes: UPLOADS_IN_PROGRESS_ACCOUNT_BYTES,
    });
    // Someone else is not held back by it.
    const other = await signedInUser(server);
    expect((await createUpload(server, { session: other.session, length: 1000 })).status).toBe(201);
    expect((await deleteUpload(server, uploadIdFrom(first), session)).status).toBe(204);
    expect((await createUpload(server, { session, length: 1000 })).status).toBe(201);
  });

  it('refuses uploads past the bytes in progress of the whole server with 413', async () => {
    const small = await startTestServer({ env: { UPLOADS_IN_PROGRESS_MAX_GB: '1' } });
    try {
      const one = await signedInUser(small);
      const two = await signedInUser(small);
      const big = await createUpload(small, { session: one.session, length: 1024 ** 3 - 10 });
      expect(big.status).toBe(201);
      const refused = await createUpload(small, { session: two.session, length: 1000 });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: UPLOAD_MESSAGES.serverFull,
      });
    } finally {
      await small.close();
    }
  });

  it('lets a premium user past the same count start one', async () => {
    const { user, session } = await signedInUser(server, { subscriptionStatus: 'active' });
    await createSessions(server.db, user.id, FREE_PRACTICE_LIMIT);
    expect((await createUpload(server, { session, length: 100_000 })).status).toBe(201);
  });
});

describe('resumable uploads (tus 1.0.0) in the data folder', () => {
  resumableUploadJourney(() => ({
    server,
    speechWav,
    stored: storedFiles,
    storedBytes: () => filesContents(inProgress()),
  }));

  it('refuses a guest with 401 before anything is stored', async () => {
    const before = await storedFiles();
    const response = await createUpload(server, { length: speechWav.length });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: PRACTICE_MESSAGES.loginRequiredUpload,
    });
    expect(await storedFiles()).toEqual(before);

    // Nor can a guest reach an existing upload, or name one for analysis.
    const { session } = await signedInUser(server);
    const uploadId = uploadIdFrom(await createUpload(server, { session, length: 10 }));
    expect((await headUpload(server, uploadId)).status).toBe(401);
    const patched = await patchUpload(server, uploadId, { offset: 0, bytes: Buffer.alloc(10) });
    expect(await patched.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await deleteUpload(server, uploadId)).status).toBe(401);
    expect((await transcribeUploaded(server, { uploadId })).status).toBe(401);
    expect((await headUpload(server, uploadId, session)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses an upload id that is not one with 400, and an unknown one with 404', async () => {
    const { session } = await signedInUser(server);
    const invalid = await transcribeUploaded(server, { uploadId: '../../etc' }, session);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await transcribeUploaded(server, { uploadId: 'a'.repeat(32) }, session);
    expect(unknown.status).toBe(404);
    expect((await headUpload(server, 'a'.repeat(32), session)).status).toBe(404);
    const badPath = await server.request(`${RESUMABLE_UPLOADS_PATH}/not%2Fone`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
      session,
    });
    expect(badPath.status).toBe(400);
  });

  it('refuses an upload announced over the size limit up front (413)', async () => {
    const { session } = await signedInUser(server);
    const response = await createUpload(server, { session, length: 3 * 1024 ** 3 });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.message).toContain('Maximum size is 2.5GB');
    // The limit itself is allowed.
    const largest = await createUpload(server, { session, length: UPLOAD_MAX_BYTES });
    expect(largest.status).toBe(201);
    expect((await deleteUpload(server, uploadIdFrom(largest), session)).status).toBe(204);
  });

  it('needs Upload-Length as a number of bytes (400) and Tus-Resumable (412)', async () => {
    const { session } = await signedInUser(server);
    for (const length of [undefined, 'many', '-5']) {
      const response = await createUpload(server, { session, length });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const deferred = await createUpload(server, {
      session,
      headers: { 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(400);
    const versionless = await server.request(RESUMABLE_UPLOADS_PATH, {
      method: 'POST',
      headers: { 'upload-length': '10' },
      session,
    });
    expect(versionless.status).toBe(412);
    expect(versionless.headers.get('tus-version')).toBe('1.0.0');
    expect(await versionless.json()).toMatchObject({ code: 'TUS_VERSION_UNSUPPORTED' });
  });

  it('keeps the owner it records, whatever the client put in the metadata', async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const created = await createUpload(server, {
      session: owner.session,
      length: 4,
      metadata: tusMetadata({ filename: 'a.wav', owner: other.user.id }),
    });
    const uploadId = uploadIdFrom(created);
    expect((await headUpload(server, uploadId, other.session)).status).toBe(404);
    const head = await headUpload(server, uploadId, owner.session);
    expect(head.status).toBe(200);
    const metadata = head.headers.get('upload-metadata') ?? '';
    expect(metadata).toContain(`owner ${Buffer.from(owner.user.id).toString('base64')}`);
    expect((await deleteUpload(server, uploadId, other.session)).status).toBe(404);
  });

  it('takes a chunk past the JSON body limit, keeps an upload its analysis refused, and removes it on DELETE', async () => {
    const { session } = await signedInUser(server);
    // 3 MiB in one PATCH: Fastify's 1 MiB body limit is not tus's.
    const noise = crypto.randomBytes(3 * 1024 * 1024);
    const uploadId = await uploadWhole(
      server,
      session,
      noise,
      tusMetadata({ filename: 'noise.wav', filetype: 'audio/wav' }),
    );
    const refused = await transcribeUploaded(server, { uploadId }, session);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    // Refused, not lost: still there to be named again.
    const head = await headUpload(server, uploadId, session);
    expect(head.headers.get('upload-offset')).toBe(String(noise.length));

    const removed = await deleteUpload(server, uploadId, session);
    expect(removed.status).toBe(204);
    expect((await headUpload(server, uploadId, session)).status).toBe(404);
    expect((await storedFiles()).some((name) => name.startsWith(uploadId))).toBe(false);
  });

  it('refused, an upload can be named again and gets the same answer, not a claim left behind', async () => {
    const { session } = await signedInUser(server);
    const noise = crypto.randomBytes(64 * 1024);
    const uploadId = await uploadWhole(
      server,
      session,
      noise,
      tusMetadata({ filetype: 'audio/wav' }),
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await transcribeUploaded(server, { uploadId }, session);
      expect(await refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('analyses an upload named twice at once only once; the other request is told so', async () => {
    const person = await signedInUser(server);
    const uploadId = await uploadWhole(
      server,
      person.session,
      speechWav,
      tusMetadata({ filetype: 'audio/wav' }),
    );
    const answers = await Promise.all(
      [0, 1].map(() => transcribeUploaded(server, { uploadId, duration: '6' }, person.session)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // One analysed it; the other found it claimed (409) or, if it came after, gone (404).
    expect(statuses.filter((status) => status === 200 || status === 202)).toHaveLength(1);
    const other = answers.find((answer) => answer.status !== 200 && answer.status !== 202)!;
    const body = (await other.json()) as { code: string };
    expect(
      other.status === 409 ? body.code === 'UPLOAD_BEING_ANALYZED' : body.code === 'NOT_FOUND',
    ).toBe(true);
    const stored = await server.db
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.userId, person.user.id));
    expect(stored).toHaveLength(1);
  });

  it('answers 409 while another request holds the upload, and takes over a claim left stale', async () => {
    const person = await signedInUser(server);
    const uploadId = await uploadWhole(
      server,
      person.session,
      speechWav,
      tusMetadata({ filetype: 'audio/wav' }),
    );
    const db = server.db;
    await db
      .insert(uploadClaims)
      .values({ uploadId, userId: person.user.id, claimedAt: new Date() });
    const held = await transcribeUploaded(server, { uploadId, duration: '6' }, person.session);
    expect(held.status).toBe(409);
    expect(await held.json()).toMatchObject({
      code: 'UPLOAD_BEING_ANALYZED',
      message: UPLOAD_MESSAGES.beingAnalyzed,
    });
    // Still there, whole.
    expect((await headUpload(server, uploadId, person.session)).status).toBe(200);

    // A process that died 31 minutes ago left its claim: the upload can be analysed.
    await db
      .update(uploadClaims)
      .set({ claimedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(uploadClaims.uploadId, uploadId));
    const analyzed = await transcribeUploaded(server, { uploadId, duration: '6' }, person.session);
    expect([200, 202]).toContain(analyzed.status);
    // Done: the upload and its claim are gone.
    expect((await headUpload(server, uploadId, person.session)).status).toBe(404);
    expect(await db.select().from(uploadClaims).where(eq(uploadClaims.uploadId, uploadId))).toEqual(
      [],
    );
  });

  it('refuses bytes past the announced length, a chunk of another type, and a cross-site PATCH', async () => {
    const { session } = await signedInUser(server);
    const uploadId = uploadIdFrom(await createUpload(server, { session, length: 10 }));
    const tooMuch = await patchUpload(server, uploadId, {
      session,
      offset: 0,
      bytes: Buffer.alloc(11),
    });
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const json = await patchUpload(server, uploadId, {
      session,
      offset: 0,
      bytes: Buffer.from('{}'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const crossSite = await patchUpload(server, uploadId, {
      session,
      offset: 0,
      bytes: Buffer.alloc(10),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await headUpload(server, uploadId, session)).headers.get('upload-offset')).toBe('0');
  });

  it('never serves an upload back: GET is a JSON 404', async () => {
    const { session } = await signedInUser(server);
    const uploadId = await uploadWhole(server, session, speechWav);
    const response = await server.request(`${RESUMABLE_UPLOADS_PATH}/${uploadId}`, { session });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says what it offers on OPTIONS', async () => {
    const response = await server.request(RESUMABLE_UPLOADS_PATH, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe('creation,termination,expiration');
    expect(response.headers.get('tus-max-size')).toBe(String(UPLOAD_MAX_BYTES));
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('removes uploads past their 24 hours in the hourly job, and keeps younger ones', async () => {
    const { session, user } = await signedInUser(server);
    const uploadId = uploadIdFrom(await createUpload(server, { session, length: 100 }));
    await patchUpload(server, uploadId, { session, offset: 0, bytes: Buffer.alloc(40) });
    // A claim a dead process left on it goes with it.
    await server.db
      .insert(uploadClaims)
      .values({ uploadId, userId: user.id, claimedAt: new Date() });
    const claimed = () =>
      server.db.select().from(uploadClaims).where(eq(uploadClaims.uploadId, uploadId));
    const queue = server.running.queue;
    const prune = async (hoursLater: number) => {
      const now = new Date(Date.now() + hoursLater * HOUR_MS).toISOString();
      const id = await queue.enqueue(pruneUploadsJob, { now });
      return queue.waitForResult(pruneUploadsJob, id, 20_000) as Promise<{ removed: number }>;
    };

    await prune(23);
    expect((await headUpload(server, uploadId, session)).status).toBe(200);
    expect(await claimed()).toHaveLength(1);
    const { removed } = await prune(25);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await claimed()).toEqual([]);
    expect((await headUpload(server, uploadId, session)).status).toBe(404);
    expect((await storedFiles()).some((name) => name.startsWith(uploadId))).toBe(false);
  });
});
