import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/processes';
import { s3ClientFor, startTestBucket, type TestBucket } from '../test/test-bucket';
import { ENCRYPTED_MAGIC, HEADER_BYTES, PLAIN_CHUNK_BYTES, SEALED_CHUNK_BYTES } from './encryption';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3Client, createS3MediaStore } from './s3-media-store';

const bytes = (stream: Readable) => stream.toArray().then((parts) => Buffer.concat(parts));
const key = crypto.randomBytes(32);
const plain = crypto.randomBytes(PLAIN_CHUNK_BYTES * 3 + 1234);

let bucket: TestBucket;
let store: MediaStore;
beforeAll(async () => {
  bucket = await startTestBucket();
  store = createS3MediaStore({ client: bucket.client, bucket: bucket.bucket, key });
});
afterAll(() => bucket?.stop());

/** The object's bytes as the bucket keeps them. */
async function rawObject(objectKey: string) {
  const output = await bucket.client.send(
    new GetObjectCommand({ Bucket: bucket.bucket, Key: objectKey }),
  );
  return Buffer.from(await output.Body!.transformToByteArray());
}

/** The Range of each GetObject the client sends while `action` runs (undefined: whole object). */
async function rangesOf(action: () => Promise<unknown>) {
  const send = vi.spyOn(bucket.client, 'send');
  try {
    await action();
    return send.mock.calls
      .map(([command]) => command)
      .filter((command) => command instanceof GetObjectCommand)
      .map((command) => (command as GetObjectCommand).input.Range);
  } finally {
    send.mockRestore();
  }
}

describe('S3 media store', () => {
  it('stores media encrypted in the bucket and reads them back whole', async () => {
    const { key: objectKey, size } = await store.save(Readable.from([plain]), {
      prefix: 'recordings',
    });
    expect(size).toBe(plain.length);
    expect(await store.size(objectKey)).toBe(plain.length);
    const raw = await rawObject(objectKey);
    expect(raw.subarray(0, 4).equals(ENCRYPTED_MAGIC)).toBe(true);
    expect(raw.subarray(0, 16).equals(plain.subarray(0, 16))).toBe(false);
    expect(raw.includes(plain.subarray(1000, 1064))).toBe(false);
    expect((await bytes(await store.read(objectKey))).equals(plain)).toBe(true);
  });

  it('writes the same format as the local store: an object moves between them as it is', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-media-'));
    try {
      const local = createLocalMediaStore({ root, key });
      const { key: objectKey } = await store.save(Readable.from([plain]), { prefix: 'uploads' });
      fs.mkdirSync(path.join(root, 'uploads'));
      fs.writeFileSync(path.join(root, objectKey), await rawObject(objectKey));
      expect((await bytes(await local.read(objectKey))).equals(plain)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves byte ranges across chunk edges with ranged GETs of only the chunks they need', async () => {
    const { key: objectKey } = await store.save(Readable.from([plain]), { prefix: 'recordings' });
    const header = `bytes=0-${HEADER_BYTES - 1}`;
    const sealedBytes = (await rawObject(objectKey)).length;
    const span = (first: number, last: number) =>
      `bytes=${HEADER_BYTES + first * SEALED_CHUNK_BYTES}-${
        Math.min(HEADER_BYTES + (last + 1) * SEALED_CHUNK_BYTES, sealedBytes) - 1
      }`;
    for (const [start, end, first, last] of [
      [0, 99, 0, 0],
      [PLAIN_CHUNK_BYTES - 10, PLAIN_CHUNK_BYTES + 10, 0, 1],
      [PLAIN_CHUNK_BYTES, PLAIN_CHUNK_BYTES * 2 - 1, 1, 1],
      [PLAIN_CHUNK_BYTES * 2, PLAIN_CHUNK_BYTES * 3 + 1233, 2, 3],
      [PLAIN_CHUNK_BYTES * 3 + 1233, PLAIN_CHUNK_BYTES * 3 + 1233, 3, 3],
    ] as const) {
      let part = Buffer.alloc(0);
      const ranges = await rangesOf(async () => {
        part = await bytes(await store.read(objectKey, { start, end }));
      });
      expect(part.equals(plain.subarray(start, end + 1))).toBe(true);
      expect(ranges).toEqual([header, span(first, last)]);
    }
  });

  it('streams a recording larger than a part through a multipart upload', async () => {
    const large = crypto.randomBytes(20 * 1024 * 1024 + 7);
    const send = vi.spyOn(bucket.client, 'send');
    try {
      const parts = Array.from({ length: 20 }, (_, i) =>
        large.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024 + (i === 19 ? 7 : 0)),
      );
      const { key: objectKey, size } = await store.save(Readable.from(parts), {
        prefix: 'uploads',
      });
      const names = send.mock.calls.map(([command]) => command.constructor.name);
      expect(names).toContain('CreateMultipartUploadCommand');
      expect(names.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(size).toBe(large.length);
      expect((await bytes(await store.read(objectKey))).equals(large)).toBe(true);
      await store.remove(objectKey);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps nothing of an upload whose source fails after its first part went up', async () => {
    const send = vi.spyOn(bucket.client, 'send');
    const sent = () => send.mock.calls.map(([command]) => command.constructor.name);
    async function* failing() {
      yield crypto.randomBytes(9 * 1024 * 1024);
      await vi.waitFor(() => expect(sent()).toContain('UploadPartCommand'), { timeout: 10_000 });
      throw new Error('the client went away');
    }
    try {
      await expect(store.save(Readable.from(failing()), { prefix: 'cut-short' })).rejects.toThrow(
        'the client went away',
      );
      await vi.waitFor(() => expect(sent()).toContain('AbortMultipartUploadCommand'));
      expect(sent()).not.toContain('CompleteMultipartUploadCommand');
    } finally {
      send.mockRestore();
    }
    const listed = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: 'cut-short/' }),
    );
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('reports sizes, removes objects, and takes removing a missing key calmly', async () => {
    for (const content of [Buffer.alloc(0), crypto.randomBytes(PLAIN_CHUNK_BYTES)]) {
      const { key: objectKey } = await store.save(Readable.from([content]), { prefix: 'live' });
      expect(await store.size(objectKey)).toBe(content.length);
      expect((await bytes(await store.read(objectKey))).equals(content)).toBe(true);
      await store.remove(objectKey);
      expect(await store.size(objectKey)).toBeNull();
      await store.remove(objectKey);
    }
    const listed = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: 'live/' }),
    );
    expect(listed.KeyCount ?? 0).toBe(0);
    await expect(store.read('../etc/passwd')).rejects.toThrow('Invalid media key');
  });

  it('answers SERVICE_UNAVAILABLE when the bucket cannot be reached, and its check says why', async () => {
    const client = s3ClientFor(`http://127.0.0.1:${await freePort()}`);
    try {
      const unreachable = createS3MediaStore({ client, bucket: 'cadence-media', key });
      const refusal = { code: 'SERVICE_UNAVAILABLE', statusCode: 503 };
      await expect(
        unreachable.save(Readable.from([plain]), { prefix: 'recordings' }),
      ).rejects.toMatchObject(refusal);
      await expect(
        unreachable.size('recordings/' + crypto.randomUUID() + '.bin'),
      ).rejects.toMatchObject(refusal);
      await expect(
        unreachable.read('recordings/' + crypto.randomUUID() + '.bin'),
      ).rejects.toMatchObject(refusal);
      const check = await unreachable.check();
      expect(check.ok).toBe(false);
      expect(check.ok || check.problem).toMatch(/ECONNREFUSED/);
      expect(await store.check()).toEqual({ ok: true });
    } finally {
      client.destroy();
    }
  });

  it('answers SERVICE_UNAVAILABLE, not a 500, when the bucket refuses its keys or is missing', async () => {
    const wrongKeys = createS3Client({
      S3_ENDPOINT: bucket.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      // s3rver checks the key id, not v4 signatures.
      S3_ACCESS_KEY_ID: 'NOT-S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const refused = createS3MediaStore({ client: wrongKeys, bucket: bucket.bucket, key });
      const missing = createS3MediaStore({ client: bucket.client, bucket: 'no-such-bucket', key });
      for (const unusable of [refused, missing]) {
        await expect(
          unusable.save(Readable.from([plain]), { prefix: 'recordings' }),
        ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
        expect((await unusable.check()).ok).toBe(false);
      }
    } finally {
      wrongKeys.destroy();
    }
  });
});
