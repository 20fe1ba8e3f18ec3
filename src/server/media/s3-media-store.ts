import fs from 'node:fs';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { s3ClientConfig, type S3Settings } from './s3-client-config';
import { HEADER_BYTES, createEncryptStream, plainSize } from './encryption';
import {
  checkedMediaKey,
  isMediaKey,
  newMediaKey,
  type MediaStore,
  type MediaStoreCheck,
} from './media-store';
import { chunkSpan, openSpan, splitSealedChunks } from './sealed-chunks';
import { describeS3Failure, isS3NotFound, withS3Errors } from './s3-errors';

/** An S3 client for the configured endpoint (AWS itself when S3_ENDPOINT is unset). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

/** Multipart parts: at least S3's 5 MiB minimum; 8 MiB x 10,000 parts is far past 2.5 GB. */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts in flight per upload: the memory an upload holds is about (queue + 1) parts. */
const PARTS_IN_FLIGHT = 2;
/** The health check's HeadBucket: answered within this, and its answer kept this long. */
const CHECK_TIMEOUT_MS = 3_000;
const CHECK_CACHE_MS = 10_000;

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), each object encrypted
 * exactly as the local store encrypts a file (encryption.ts), so objects can move between
 * the two. Uploads stream through a multipart upload; ranged reads fetch only the header and
 * the chunks that hold the range. A bucket that cannot be reached gives SERVICE_UNAVAILABLE.
 */
export function createS3MediaStore(options: {
  client: S3Client;
  bucket: string;
  key: Buffer;
  /** Shown in the start-up log (the endpoint, or AWS's region). */
  location?: string;
}): MediaStore {
  const { client, bucket, key } = options;

  /** Sealed bytes [from, to] of an object, and the object's sealed size. */
  async function getRange(objectKey: string, from: number, to: number) {
    const output = await withS3Errors(() =>
      client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey, Range: `bytes=${from}-${to}` }),
      ),
    );
    const body = output.Body as Readable;
    const total = Number(/\/(\d+)$/.exec(output.ContentRange ?? '')?.[1]);
    if (!Number.isSafeInteger(total)) {
      body.destroy();
      throw new Error(`The bucket answered a ranged read without a usable Content-Range`);
    }
    return { body, total };
  }

  let lastCheck: { at: number; result: Promise<MediaStoreCheck> } | null = null;
  async function headBucket(): Promise<MediaStoreCheck> {
    try {
      await withS3Errors(() =>
        client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        }),
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: `bucket ${bucket}: ${describeS3Failure(error)}` };
    }
  }

  return {
    kind: 's3',
    location: options.location ?? `s3://${bucket}`,

    async save(source, { prefix }) {
      const objectKey = newMediaKey(prefix);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey,
          Body: body,
          ContentType: 'application/octet-stream',
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted, so no half object or orphaned part stays.
        leavePartsOnError: false,
      });
      const encrypting = pipeline(source, counter, createEncryptStream(key), body);
      try {
        await Promise.all([encrypting, withS3Errors(() => upload.done())]);
      } catch (error) {
        // Whichever side failed, stop the other: the source is not read on, nothing is kept.
        body.destroy();
        await upload.abort().catch(() => {});
        throw error;
      }
      return { key: objectKey, size };
    },

    async size(objectKey) {
      try {
        const head = await withS3Errors(() =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedMediaKey(objectKey) })),
        );
        return plainSize(head.ContentLength ?? 0);
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },

    async read(objectKey, range) {
      // The header holds the nonce prefix, and its answer the object's size, to plan the rest.
      const head = await getRange(checkedMediaKey(objectKey), 0, HEADER_BYTES - 1);
      const header = Buffer.concat(await head.body.toArray());
      const span = chunkSpan(head.total, range);
      if (!span) return Readable.from([]);
      const { body } = await getRange(objectKey, span.sealedStart, span.sealedEnd);
      const plaintext = Readable.from(openSpan(key, header, span, splitSealedChunks(body)));
      // A reader that stops early (a closed player) frees the connection.
      plaintext.once('close', () => body.destroy());
      return plaintext;
    },

    async copyToFile(objectKey, destination) {
      await pipeline(await this.read(objectKey), fs.createWriteStream(destination));
    },

    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await withS3Errors(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: `${prefix}/`,
              ...(token ? { ContinuationToken: token } : {}),
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isMediaKey(object.Key) && object.LastModified) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async remove(objectKey) {
      try {
        await withS3Errors(() =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedMediaKey(objectKey) })),
        );
      } catch (error) {
        if (!isS3NotFound(error)) throw error;
      }
    },

    async check() {
      // Health checks come often and from anyone: one HeadBucket per period, time-boxed.
      if (!lastCheck || Date.now() - lastCheck.at > CHECK_CACHE_MS) {
        lastCheck = { at: Date.now(), result: headBucket() };
      }
      return lastCheck.result;
    },
  };
}
