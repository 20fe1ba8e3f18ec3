import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeak, tempDir } from '../../speech/test/fixtures';
import { signedInUser } from '../../test/recording-helpers';
import { added, storeBytesEverywhere } from '../../test/account-erasure';
import { filesContents, resumableUploadJourney } from '../../test/resumable-upload-flow';
import { startTestBucket, type TestBucket } from '../../test/test-bucket';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createUpload,
  deleteUpload,
  headUpload,
  patchUpload,
  uploadIdFrom,
} from '../../test/tus-requests';
import { UPLOADS_IN_PROGRESS } from './create-upload-store';
import { pruneUploadsJob } from './prune-uploads-job';

let bucket: TestBucket;
let server: TestServer;
const dir = tempDir('uploads-s3-api');
let speechWav: Buffer;
const HOUR_MS = 3600 * 1000;

beforeAll(async () => {
  bucket = await startTestBucket();
  server = await startTestServer({ env: bucket.env });
  speechWav = fs.readFileSync(
    espeak(
      'Today I want to talk about practice. The first thing is to start small, every day.',
      path.join(dir, 'speech.wav'),
    ),
  );
});
afterAll(async () => {
  await server?.close();
  await bucket?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The keys of everything in the bucket (uploads in progress and media alike). */
const objectKeys = async () =>
  (
    (await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))).Contents ?? []
  ).map((object) => object.Key ?? '');

describe('resumable uploads (tus 1.0.0) in the S3 bucket (MEDIA_STORE=s3)', () => {
  it("deleting an account removes every object of it from the bucket, and nobody else's", async () => {
    const account = await signedInUser(server);
    const bystander = await signedInUser(server);
    await storeBytesEverywhere(
      server,
      { userId: bystander.user.id, session: bystander.session },
      dir,
    );
    const before = new Set(await objectKeys());
    await storeBytesEverywhere(server, { userId: account.user.id, session: account.session }, dir);
    expect(added(before, new Set(await objectKeys())).length).toBeGreaterThanOrEqual(4);

    const response = await server.request('/api/auth/account', {
      method: 'DELETE',
      session: account.session,
    });
    expect(response.status).toBe(200);
    expect(added(before, new Set(await objectKeys()))).toEqual([]);
    const left = new Set(await objectKeys());
    expect([...before].every((key) => left.has(key))).toBe(true);
  });

  resumableUploadJourney(() => ({
    server,
    speechWav,
    stored: objectKeys,
    storedBytes: () => filesContents(bucket.directory),
  }));

  it('keeps uploads in progress under their own prefix, and DELETE removes every object of one', async () => {
    const { session } = await signedInUser(server);
    const uploadId = uploadIdFrom(await createUpload(server, { session, length: 100 }));
    // Under S3's 5 MiB part minimum: the bytes wait as the upload's `.part` object.
    await patchUpload(server, uploadId, { session, offset: 0, bytes: Buffer.alloc(40, 1) });
    const keys = (await objectKeys()).filter((key) => key.includes(uploadId));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${UPLOADS_IN_PROGRESS}/`))).toBe(true);
    expect((await headUpload(server, uploadId, session)).headers.get('upload-offset')).toBe('40');

    expect((await deleteUpload(server, uploadId, session)).status).toBe(204);
    expect((await objectKeys()).filter((key) => key.includes(uploadId))).toEqual([]);
    expect((await headUpload(server, uploadId, session)).status).toBe(404);
  });

  it('answers 503 while the bucket cannot be reached, and goes on once it is back', async () => {
    const { session } = await signedInUser(server);
    const uploadId = uploadIdFrom(await createUpload(server, { session, length: 10 }));
    const restart = await bucket.interrupt();
    try {
      const created = await createUpload(server, { session, length: 10 });
      expect(created.status).toBe(503);
      expect(await created.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const sent = await patchUpload(server, uploadId, {
        session,
        offset: 0,
        bytes: Buffer.alloc(10, 3),
      });
      expect(sent.status).toBe(503);
    } finally {
      await restart();
    }
    const sent = await patchUpload(server, uploadId, {
      session,
      offset: 0,
      bytes: Buffer.alloc(10, 3),
    });
    expect(sent.status).toBe(204);
    expect((await deleteUpload(server, uploadId, session)).status).toBe(204);
  });

  it('removes uploads past their 24 hours from the bucket in the hourly job, finished or not', async () => {
    const { session } = await signedInUser(server);
    const partial = uploadIdFrom(await createUpload(server, { session, length: 100 }));
    await patchUpload(server, partial, { session, offset: 0, bytes: Buffer.alloc(40, 1) });
    const finished = uploadIdFrom(await createUpload(server, { session, length: 10 }));
    await patchUpload(server, finished, { session, offset: 0, bytes: Buffer.alloc(10, 2) });
    const queue = server.running.queue;
    const prune = async (hoursLater: number) => {
      const now = new Date(Date.now() + hoursLater * HOUR_MS).toISOString();
      const id = await queue.enqueue(pruneUploadsJob, { now });
      return queue.waitForResult(pruneUploadsJob, id, 20_000) as Promise<{ removed: number }>;
    };

    await prune(23);
    expect((await headUpload(server, partial, session)).status).toBe(200);
    const { removed } = await prune(25);
    expect(removed).toBeGreaterThanOrEqual(2);
    for (const uploadId of [partial, finished]) {
      expect((await headUpload(server, uploadId, session)).status).toBe(404);
      expect((await objectKeys()).filter((key) => key.includes(uploadId))).toEqual([]);
    }
  });
});
