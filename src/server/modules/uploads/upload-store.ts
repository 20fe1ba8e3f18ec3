import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import { CIPHER_METADATA_KEY, CIPHER_NAME, type UploadCipher } from './upload-cipher';

/**
 * The tus extensions offered (Tus-Extension): creation, termination and expiration. An
 * upload's length is known from the start (no deferred length), so its size is checked before
 * a byte arrives; uploads are never concatenated.
 */
export const OFFERED_EXTENSIONS = ['creation', 'termination', 'expiration'] as const;

export interface UploadInfo {
  metadata: Record<string, string | null>;
  createdAt: Date | null;
  /** The length announced at creation (Upload-Length), in bytes. */
  size: number | null;
}

/** Where uploads in progress live: a local folder or the media bucket (create-upload-store.ts). */
export interface UploadStore extends DataStore {
  readonly kind: 'local' | 's3';
  /** For the start-up log: the folder, or the bucket and prefix. */
  readonly location: string;
  /** What the upload was created with, without asking how far it got; null when missing. */
  findInfo(id: string): Promise<UploadInfo | null>;
  /** The bytes of an upload, from its first, as the client sent them (decrypted). */
  readPlain(id: string): Promise<Readable>;
  /** Removes the upload; one already gone is not an error. */
  removeQuietly(id: string): Promise<void>;
  /** Removes every upload created before `cutoff`, finished or not; says how many. */
  removeCreatedBefore(cutoff: Date): Promise<number>;
  /** Every upload in the store, finished or not, with its info. */
  listUploads(): Promise<Array<{ id: string; info: UploadInfo }>>;
  close(): void;
}

/** Whether the upload's bytes are stored encrypted (every upload made since decision 168). */
export const isEncrypted = (info: UploadInfo) => info.metadata[CIPHER_METADATA_KEY] === CIPHER_NAME;

/**
 * An upload's bytes on their way in or out of a store: through the cipher from `offset` when
 * the upload is stored encrypted, as they are otherwise (an upload made before decision 168).
 */
export function throughCipherOf<T extends Readable>(
  cipher: UploadCipher,
  info: UploadInfo | null,
  bytes: T,
  id: string,
  offset: number,
): Readable {
  return info && isEncrypted(info) ? cipher.through(bytes, id, offset) : bytes;
}
