import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@shared/api/health';
import { practiceLimitSchema, recordingSchema } from '@shared/recordings/schemas';
import { espeak, tempDir } from '../speech/test/fixtures';
import { errorMessage } from '../test/auth-helpers';
import { freePort } from '../test/processes';
import { signedInUser, transcribeForm, wavUpload } from '../test/recording-helpers';
import { s3Env, startTestBucket, type TestBucket } from '../test/test-bucket';
import { startTestServer, type TestServer } from '../test/test-server';
import { STORAGE_UNAVAILABLE_MESSAGE } from './s3-errors';

let bucket: TestBucket;
let server: TestServer;
const dir = tempDir('s3-media-api');
let speechWav: Buffer;

beforeAll(async () => {
  bucket = await startTestBucket();
  server = await startTestServer({ env: bucket.env });
  speechWav = fs.readFileSync(
    espeak('Practice a little every day, and listen back.', path.join(dir, 'speech.wav')),
  );
});
afterAll(async () => {
  await server?.close();
  await bucket?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const objectKeys = async () =>
  (
    (await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))).Contents ?? []
  ).map((object) => object.Key);

const upload = (session: string) =>
  server.request('/api/transcribe', {
    method: 'POST',
    body: transcribeForm(wavUpload(speechWav), { duration: '3' }),
    session,
  });

describe('media in an S3 bucket (MEDIA_STORE=s3)', () => {
  it('reports the store in /api/health', async () => {
    const body = healthResponseSchema.parse(await (await server.request('/api/health')).json());
    expect(body.status).toBe('ok');
    expect(body.media).toEqual({ store: 's3', ok: true });
  });

  it('stores an upload encrypted in the bucket, plays ranges from it, and deletes it with the recording', async () => {
    const { session } = await signedInUser(server);
    const response = await upload(session);
    expect(response.status).toBe(200);
    const recording = recordingSchema.parse(await response.json());

    const [stored] = await objectKeys();
    expect(stored).toMatch(/^recordings\//);
    const raw = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.bucket, Key: stored }),
    );
    const head = Buffer.from(await raw.Body!.transformToByteArray()).subarray(0, 4);
    expect(head.toString('latin1')).toBe('CDM1');

    const part = await server.request(`/api/recordings/${recording.id}/media`, {
      session,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${speechWav.length}`);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes).toHaveLength(100);
    expect(bytes.equals(speechWav.subarray(0, 100))).toBe(true);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');

    const deleted = await server.request(`/api/recordings/${recording.id}`, {
      method: 'DELETE',
      session,
    });
    expect(deleted.status).toBe(204);
    expect(await objectKeys()).toEqual([]);
  });

  it('answers 503 to an upload while the bucket is down, and loses nothing stored', async () => {
    const { session } = await signedInUser(server);
    const kept = recordingSchema.parse(await (await upload(session)).json());
    const limit = async () =>
      practiceLimitSchema.parse(
        await (await server.request('/api/user/practice-limit', { session })).json(),
      ).practiceCount;
    const countBefore = await limit();

    const resume = await bucket.interrupt();
    try {
      expect(await errorMessage(await upload(session), 503)).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      // The refused session is given back; the recording stored before is still listed.
      expect(await limit()).toBe(countBefore);
    } finally {
      await resume();
    }
    const media = await server.request(`/api/recordings/${kept.id}/media`, { session });
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(speechWav)).toBe(true);
    expect(await objectKeys()).toHaveLength(1);
  });
});

describe('a bucket that cannot be reached', () => {
  let unreachable: TestServer;
  beforeAll(async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    unreachable = await startTestServer({ env: s3Env(endpoint, 'cadence-media') });
  });
  afterAll(() => unreachable?.close());

  it('still starts, and /api/health says degraded', async () => {
    const response = await unreachable.request('/api/health');
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('degraded');
    expect(body.media).toEqual({ store: 's3', ok: false });
    expect(body.database.ok).toBe(true);
  });
});
