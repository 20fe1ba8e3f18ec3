import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEADER_BYTES, createEncryptStream, plainSize } from './encryption';
import { checkedMediaKey, isMediaKey, newMediaKey, type MediaStore } from './media-store';
import { chunkSpan, openSpan, sealedOffset, type ChunkSpan } from './sealed-chunks';

async function readAt(handle: fs.promises.FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Media in a local folder, each object encrypted with AES-256-GCM (see encryption.ts). */
export function createLocalMediaStore(options: { root: string; key: Buffer }): MediaStore {
  const { root, key } = options;
  const fileOf = (objectKey: string) => path.join(root, checkedMediaKey(objectKey));

  async function* list(prefix: string) {
    if (!/^[a-z0-9-]+$/.test(prefix)) return;
    const folder = path.join(root, prefix);
    const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const key = `${prefix}/${name}`;
      if (!isMediaKey(key)) continue;
      const stat = await fs.promises.stat(path.join(folder, name)).catch(() => null);
      if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
    }
  }

  async function* readSpan(file: string, span: ChunkSpan) {
    const handle = await fs.promises.open(file, 'r');
    try {
      async function* sealedChunks() {
        for (let index = span.first; index <= span.last; index += 1) {
          const offset = sealedOffset(index);
          yield readAt(
            handle,
            offset,
            Math.min(sealedOffset(index + 1), span.sealedEnd + 1) - offset,
          );
        }
      }
      yield* openSpan(key, await readAt(handle, 0, HEADER_BYTES), span, sealedChunks());
    } finally {
      await handle.close();
    }
  }

  return {
    kind: 'local',
    location: root,

    list,

    async save(source, { prefix }) {
      const objectKey = newMediaKey(prefix);
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
      const span = chunkSpan((await fs.promises.stat(file)).size, range);
      return Readable.from(span ? readSpan(file, span) : []);
    },

    async copyToFile(objectKey, destination) {
      await pipeline(await this.read(objectKey), fs.createWriteStream(destination));
    },

    async remove(objectKey) {
      await fs.promises.rm(fileOf(objectKey), { force: true });
    },

    async check() {
      try {
        await fs.promises.mkdir(root, { recursive: true });
        await fs.promises.access(root, fs.constants.W_OK);
        return { ok: true };
      } catch (error) {
        return { ok: false, problem: `${root} is not writable: ${(error as Error).message}` };
      }
    },
  };
}
