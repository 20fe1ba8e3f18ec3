import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { UploadCipher } from './upload-cipher';
import {
  OFFERED_EXTENSIONS,
  throughCipherOf,
  type UploadInfo,
  type UploadStore,
} from './upload-store';

const INFO_SUFFIX = '.info';
const PART_SUFFIX = '.part';
/** S3's 5 MiB part minimum is the store's; 8 MiB matches the client's chunks. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.$metadata?.httpStatusCode === 404 ||
    ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(failure.name ?? '')
  );
};

/**
 * Uploads in progress in the media bucket (@tus/s3-store), under their own prefix: each is an
 * S3 multipart upload (a part per 8 MiB; a smaller remainder waits as `<key>.part`) with its
 * info in `<key>.info`. Every web process reaches the same uploads.
 *
 * Two of the stock store's ways are replaced: expiry, which looked only at unfinished
 * multipart uploads of the whole bucket (finished uploads stayed forever, and the media
 * store's own multipart uploads were in its sight), now removes whatever of this prefix was
 * created before the cut-off; and removal, which failed on a finished upload (its multipart
 * upload is gone), now removes whatever is there.
 */
export class S3UploadStore extends S3Store implements UploadStore {
  readonly kind = 's3';
  readonly location: string;
  readonly #prefix: string;
  readonly #cipher: UploadCipher;

  constructor(options: {
    client: S3ClientConfig;
    bucket: string;
    /** Ends with '/': the namingFunction puts every upload's key under it. */
    prefix: string;
    expiryMs: number;
    location: string;
    cipher: UploadCipher;
  }) {
    super({
      s3ClientConfig: { ...options.client, bucket: options.bucket },
      partSize: PART_BYTES,
      expirationPeriodInMilliseconds: options.expiryMs,
      // Expiry tags need a lifecycle rule and are refused by some S3-compatible stores.
      useTags: false,
    });
    this.extensions = [...OFFERED_EXTENSIONS];
    this.#prefix = options.prefix;
    this.location = options.location;
    this.#cipher = options.cipher;
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const info = await this.findInfo(id);
    return super.write(throughCipherOf(this.#cipher, info, src, id, offset), id, offset);
  }

  async readPlain(id: string): Promise<Readable> {
    const info = await this.findInfo(id);
    return throughCipherOf(this.#cipher, info, await this.read(id), id, 0);
  }

  async findInfo(id: string): Promise<UploadInfo | null> {
    try {
      const { file } = await this.getMetadata(id);
      return {
        metadata: file.metadata ?? {},
        createdAt: file.creation_date ? new Date(file.creation_date) : null,
        size: typeof file.size === 'number' ? file.size : null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  override async remove(id: string): Promise<void> {
    await this.removeQuietly(id);
  }

  async removeQuietly(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((error: unknown) => {
          // Finished (the object stands) or aborted already.
          if (!isMissing(error)) throw error;
        });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: {
        Objects: [id, `${id}${INFO_SUFFIX}`, `${id}${PART_SUFFIX}`].map((Key) => ({ Key })),
      },
    });
    await this.clearCache(id);
  }

  override async deleteExpired(): Promise<number> {
    return this.removeCreatedBefore(new Date(Date.now() - this.getExpiration()));
  }

  /** The info objects of every upload under the prefix, page by page. */
  async *#infoObjects() {
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: this.#prefix,
        ...(token ? { ContinuationToken: token } : {}),
      });
      for (const object of page.Contents ?? []) {
        if (!object.Key?.endsWith(INFO_SUFFIX)) continue;
        yield { id: object.Key.slice(0, -INFO_SUFFIX.length), modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeCreatedBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    for await (const { id, modifiedAt } of this.#infoObjects()) {
      // The info is written once, when the upload is created.
      if (!modifiedAt || modifiedAt >= cutoff) continue;
      await this.removeQuietly(id);
      removed += 1;
    }
    return removed;
  }

  async listUploads(): Promise<Array<{ id: string; info: UploadInfo }>> {
    const uploads: Array<{ id: string; info: UploadInfo }> = [];
    for await (const { id } of this.#infoObjects()) {
      const info = await this.findInfo(id);
      if (info) uploads.push({ id, info });
    }
    return uploads;
  }

  close() {
    this.client.destroy();
  }
}
