import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { UploadCipher } from './upload-cipher';
import {
  OFFERED_EXTENSIONS,
  throughCipherOf,
  type UploadInfo,
  type UploadStore,
} from './upload-store';

const INFO_SUFFIX = '.json';

/**
 * Uploads in progress in a local folder (@tus/file-store): each upload is its bytes, in a
 * file named by its id and encrypted as they arrive (upload-cipher.ts), and `<id>.json` with
 * its length and metadata. Web processes of one machine that share the data folder share
 * these too.
 */
export class LocalUploadStore extends FileStore implements UploadStore {
  readonly kind = 'local';
  readonly #cipher: UploadCipher;

  constructor(options: { directory: string; expiryMs: number; cipher: UploadCipher }) {
    // Made here, and only for this process's user: the files are plaintext recordings. (The
    // store's own mkdir runs unawaited and would crash the process if it failed.)
    fs.mkdirSync(options.directory, { recursive: true, mode: 0o700 });
    super({ directory: options.directory, expirationPeriodInMilliseconds: options.expiryMs });
    this.extensions = [...OFFERED_EXTENSIONS];
    this.#cipher = options.cipher;
  }

  override async write(
    readable: http.IncomingMessage | Readable,
    id: string,
    offset: number,
  ): Promise<number> {
    const info = await this.findInfo(id);
    return super.write(throughCipherOf(this.#cipher, info, readable, id, offset), id, offset);
  }

  async readPlain(id: string): Promise<Readable> {
    return throughCipherOf(this.#cipher, await this.findInfo(id), this.read(id), id, 0);
  }

  get location() {
    return `folder ${this.directory}`;
  }

  async findInfo(id: string): Promise<UploadInfo | null> {
    const info = await this.configstore.get(id);
    if (!info) return null;
    return {
      metadata: info.metadata ?? {},
      createdAt: info.creation_date ? new Date(info.creation_date) : null,
      size: typeof info.size === 'number' ? info.size : null,
    };
  }

  override async deleteExpired(): Promise<number> {
    return this.removeCreatedBefore(new Date(Date.now() - this.getExpiration()));
  }

  async removeCreatedBefore(cutoff: Date): Promise<number> {
    const names = await fs.promises.readdir(this.directory);
    let removed = 0;
    for (const name of names) {
      const id = name.endsWith(INFO_SUFFIX) ? name.slice(0, -INFO_SUFFIX.length) : null;
      if (id === null) {
        // Bytes whose info was never written (a creation cut short): judged by their age.
        if (names.includes(`${name}${INFO_SUFFIX}`)) continue;
        const stat = await fs.promises.stat(path.join(this.directory, name)).catch(() => null);
        if (stat?.isFile() && stat.mtime < cutoff) {
          await fs.promises.rm(path.join(this.directory, name), { force: true });
          removed += 1;
        }
        continue;
      }
      const info = await this.configstore.get(id);
      const created = info?.creation_date ? new Date(info.creation_date) : null;
      if (created && created >= cutoff) continue;
      await this.removeQuietly(id);
      removed += 1;
    }
    return removed;
  }

  async listUploads(): Promise<Array<{ id: string; info: UploadInfo }>> {
    const uploads: Array<{ id: string; info: UploadInfo }> = [];
    for (const name of await fs.promises.readdir(this.directory)) {
      if (!name.endsWith(INFO_SUFFIX)) continue;
      const id = name.slice(0, -INFO_SUFFIX.length);
      const info = await this.findInfo(id).catch(() => null);
      if (info) uploads.push({ id, info });
    }
    return uploads;
  }

  /** Removes the bytes and the info, whichever of them is still there. */
  async removeQuietly(id: string): Promise<void> {
    await fs.promises.rm(path.join(this.directory, id), { force: true });
    await fs.promises.rm(path.join(this.directory, `${id}${INFO_SUFFIX}`), { force: true });
  }

  close() {}
}
