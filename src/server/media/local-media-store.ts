import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ENCRYPTED_MAGIC,
  HEADER_BYTES,
  MediaDecryptionError,
  PLAIN_CHUNK_BYTES,
  SEALED_CHUNK_BYTES,
  chunkCount,
  createEncryptStream,
  openChunk,
  plainSize,
} from './encryption';
import type { MediaStore } from './media-store';

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.bin$/;

/** Media in a local folder, each object encrypted with AES-256-GCM (see encryption.ts). */
export function createLocalMediaStore(options: { root: string; key: Buffer }): MediaStore {
  const { root, key } = options;
  const fileOf = (objectKey: string) => {
    // Keys are made here, but they come back from the database: never let one leave the root.
    if (!SAFE_KEY.test(objectKey)) throw new Error(`Invalid media key: ${objectKey}`);
    return path.join(root, objectKey);
  };

  async function* chunks(file: string, first: number, last: number, total: number) {
    const handle = await fs.promises.open(file, 'r');
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      await handle.read(header, 0, HEADER_BYTES, 0);
      if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)) {
        throw new MediaDecryptionError('Not an encrypted media file');
      }
      const prefix = header.subarray(ENCRYPTED_MAGIC.length);
      const { size } = await handle.stat();
      for (let index = first; index <= last; index += 1) {
        const offset = HEADER_BYTES + index * SEALED_CHUNK_BYTES;
        const length = Math.min(SEALED_CHUNK_BYTES, size - offset);
        const sealed = Buffer.alloc(length);
        await handle.read(sealed, 0, length, offset);
        yield openChunk(key, prefix, index, index === total - 1, sealed);
      }
    } finally {
      await handle.close();
    }
  }

  return {
    async save(source, { prefix }) {
      const objectKey = `${prefix}/${crypto.randomUUID()}.bin`;
      const file = fileOf(objectKey);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createEncryptStream(key), fs.createWriteStream(partial));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return { key: objectKey, size };
    },

    async size(objectKey) {
      const stat = await fs.promises.stat(fileOf(objectKey)).catch(() => null);
      return stat ? plainSize(stat.size) : null;
    },

    async read(objectKey, range) {
      const file = fileOf(objectKey);
      const sealedBytes = (await fs.promises.stat(file)).size;
      const total = chunkCount(sealedBytes);
      const size = plainSize(sealedBytes);
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      if (size === 0 || start > end) return Readable.from([]);
      const first = Math.floor(start / PLAIN_CHUNK_BYTES);
      const last = Math.floor(end / PLAIN_CHUNK_BYTES);
      async function* sliced() {
        let index = first;
        for await (const plain of chunks(file, first, last, total)) {
          const chunkStart = index * PLAIN_CHUNK_BYTES;
          const from = Math.max(0, start - chunkStart);
          const to = Math.min(plain.length, end - chunkStart + 1);
          yield plain.subarray(from, to);
          index += 1;
        }
      }
      return Readable.from(sliced());
    },

    async copyToFile(objectKey, destination) {
      await pipeline(await this.read(objectKey), fs.createWriteStream(destination));
    },

    async remove(objectKey) {
      await fs.promises.rm(fileOf(objectKey), { force: true });
    },
  };
}
