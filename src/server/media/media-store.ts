import type { Readable } from 'node:stream';

/**
 * Where recordings' media live. A local folder here; an S3-compatible bucket can implement
 * the same interface in a scaled deployment. Implementations encrypt at rest.
 */
export interface MediaStore {
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
}
