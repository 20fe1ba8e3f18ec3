import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/** Whether a store can be reached now; `problem` is for the operator's log, never an answer. */
export type MediaStoreCheck = { ok: true } | { ok: false; problem: string };

/**
 * Where recordings' media live: a local folder (local-media-store.ts) or an S3-compatible
 * bucket (s3-media-store.ts). Both encrypt at rest in the same format (encryption.ts), so an
 * object can move from one to the other as it is.
 */
export interface MediaStore {
  /** `local` or `s3`, as /api/health reports it. */
  readonly kind: 'local' | 's3';
  /** Where the media are, for the start-up log: a folder, or a bucket and its endpoint. */
  readonly location: string;
  /** Stores the stream under a new key and returns the key and the plaintext size. */
  save(source: Readable, options: { prefix: string }): Promise<{ key: string; size: number }>;
  /** Plaintext size in bytes; null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /** The plaintext bytes [start, end] (inclusive, like an HTTP range), or all of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Decrypts the whole object into a local file, for tools that need a path (ffmpeg). */
  copyToFile(key: string, destination: string): Promise<void>;
  /** Removes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every object under `prefix` (`recordings`, `uploads`, `live`), with when it was written. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Whether the store can be written to now (the health check and the start-up log). */
  check(): Promise<MediaStoreCheck>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.bin$/;

/** Whether `key` has the shape of a key this store makes (`<prefix>/<uuid>.bin`). */
export const isMediaKey = (key: string) => SAFE_KEY.test(key);

/** A new object key under `prefix` (`recordings`, `uploads`, `live`). */
export function newMediaKey(prefix: string): string {
  return checkedMediaKey(`${prefix}/${crypto.randomUUID()}.bin`);
}

/**
 * Keys are made here, but they come back from the database: never let one name a path outside
 * the store's folder, or another object of its bucket.
 */
export function checkedMediaKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}
