import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaDecryptionError, PLAIN_CHUNK_BYTES } from './encryption';
import { createLocalMediaStore } from './local-media-store';
import { resolveMediaKey } from './media-key';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-media-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const store = createLocalMediaStore({ root, key: crypto.randomBytes(32) });
const bytes = (stream: Readable) => stream.toArray().then((parts) => Buffer.concat(parts));

describe('local media store', () => {
  const plain = crypto.randomBytes(PLAIN_CHUNK_BYTES * 3 + 1234);

  it('stores media encrypted and reads it back whole', async () => {
    const { key, size } = await store.save(Readable.from([plain]), { prefix: 'recordings' });
    expect(size).toBe(plain.length);
    expect(await store.size(key)).toBe(plain.length);
    const onDisk = fs.readFileSync(path.join(root, key));
    // Nothing of the plaintext is visible at rest.
    expect(onDisk.includes(plain.subarray(1000, 1064))).toBe(false);
    expect((await bytes(await store.read(key))).equals(plain)).toBe(true);
  });

  it('serves any byte range, across chunk edges, without reading the rest', async () => {
    const { key } = await store.save(Readable.from([plain]), { prefix: 'recordings' });
    for (const [start, end] of [
      [0, 0],
      [PLAIN_CHUNK_BYTES - 10, PLAIN_CHUNK_BYTES + 10],
      [PLAIN_CHUNK_BYTES * 2, PLAIN_CHUNK_BYTES * 3 + 1233],
      [5, PLAIN_CHUNK_BYTES * 3],
    ] as const) {
      const part = await bytes(await store.read(key, { start, end }));
      expect(part.equals(plain.subarray(start, end + 1))).toBe(true);
    }
  });

  it('stores an empty file and a file of exactly one chunk', async () => {
    for (const content of [Buffer.alloc(0), crypto.randomBytes(PLAIN_CHUNK_BYTES)]) {
      const { key } = await store.save(Readable.from([content]), { prefix: 'uploads' });
      expect(await store.size(key)).toBe(content.length);
      expect((await bytes(await store.read(key))).equals(content)).toBe(true);
    }
  });

  it('refuses tampered or truncated media', async () => {
    const { key } = await store.save(Readable.from([plain]), { prefix: 'recordings' });
    const file = path.join(root, key);
    const original = fs.readFileSync(file);
    const tampered = Buffer.from(original);
    tampered[100] = (tampered[100] ?? 0) ^ 1;
    fs.writeFileSync(file, tampered);
    await expect(bytes(await store.read(key))).rejects.toBeInstanceOf(MediaDecryptionError);
    // Cut at a chunk edge: the new last chunk was not sealed as last.
    fs.writeFileSync(file, original.subarray(0, 11 + 2 * (PLAIN_CHUNK_BYTES + 16)));
    await expect(bytes(await store.read(key))).rejects.toBeInstanceOf(MediaDecryptionError);
  });

  it('cannot be read with another key', async () => {
    const { key } = await store.save(Readable.from(['hello']), { prefix: 'recordings' });
    const other = createLocalMediaStore({ root, key: crypto.randomBytes(32) });
    await expect(text(await other.read(key))).rejects.toBeInstanceOf(MediaDecryptionError);
    expect(await text(await store.read(key))).toBe('hello');
  });

  it('removes objects, and rejects keys that would leave its folder', async () => {
    const { key } = await store.save(Readable.from(['bye']), { prefix: 'recordings' });
    await store.remove(key);
    expect(await store.size(key)).toBeNull();
    await store.remove(key);
    await expect(store.read('../etc/passwd')).rejects.toThrow('Invalid media key');
  });
});

describe('resolveMediaKey', () => {
  it('uses the configured key, or generates one once and keeps it', () => {
    const configured = crypto.randomBytes(32);
    expect(resolveMediaKey({ configured: configured.toString('base64'), mediaDir: root })).toEqual(
      configured,
    );
    const dir = path.join(root, 'generated');
    const first = resolveMediaKey({ mediaDir: dir });
    expect(first).toHaveLength(32);
    expect(resolveMediaKey({ mediaDir: dir })).toEqual(first);
    expect(fs.statSync(path.join(dir, '.media-key')).mode & 0o777).toBe(0o600);
  });
});
