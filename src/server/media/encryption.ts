import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Media at rest: AES-256-GCM in 64 KiB chunks, each with its own nonce and tag (the STREAM
 * construction). Chunks make ranged reads possible without decrypting from the start, and
 * the last chunk is flagged in its nonce, so a truncated file fails to decrypt rather than
 * playing short.
 *
 * File layout: MAGIC (4) | nonce prefix (7) | chunk 0 ciphertext + tag | chunk 1 ... The
 * nonce of chunk i is prefix (7) | i (4, big-endian) | last flag (1).
 */
export const ENCRYPTED_MAGIC = Buffer.from('CDM1');
export const PLAIN_CHUNK_BYTES = 64 * 1024;
const PREFIX_BYTES = 7;
const TAG_BYTES = 16;
export const HEADER_BYTES = ENCRYPTED_MAGIC.length + PREFIX_BYTES;
export const SEALED_CHUNK_BYTES = PLAIN_CHUNK_BYTES + TAG_BYTES;
export const MEDIA_KEY_BYTES = 32;

export class MediaDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaDecryptionError';
  }
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(index, PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

function seal(key: Buffer, prefix: Buffer, index: number, last: boolean, plain: Buffer) {
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce(prefix, index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function openChunk(
  key: Buffer,
  prefix: Buffer,
  index: number,
  last: boolean,
  sealed: Buffer,
): Buffer {
  if (sealed.length < TAG_BYTES) throw new MediaDecryptionError('Encrypted media is truncated');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonce(prefix, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new MediaDecryptionError('Encrypted media failed its integrity check');
  }
}

/** Encrypts a plaintext stream into the layout above. */
export function createEncryptStream(key: Buffer): Transform {
  const prefix = crypto.randomBytes(PREFIX_BYTES);
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let headerWritten = false;
  const header = (stream: Transform) => {
    if (!headerWritten) stream.push(Buffer.concat([ENCRYPTED_MAGIC, prefix]));
    headerWritten = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      header(this);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // Keep at least one byte back, so the final chunk (flagged last) is never empty-handed.
      while (pending.length > PLAIN_CHUNK_BYTES) {
        this.push(seal(key, prefix, index, false, pending.subarray(0, PLAIN_CHUNK_BYTES)));
        pending = pending.subarray(PLAIN_CHUNK_BYTES);
        index += 1;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      header(this);
      this.push(seal(key, prefix, index, true, pending));
      callback();
    },
  });
}

/** Plaintext size of an encrypted file of `sealedBytes` bytes. */
export function plainSize(sealedBytes: number): number {
  const body = sealedBytes - HEADER_BYTES;
  if (body < TAG_BYTES) throw new MediaDecryptionError('Encrypted media is truncated');
  const chunks = Math.ceil(body / SEALED_CHUNK_BYTES);
  return body - chunks * TAG_BYTES;
}

/** Chunk index, and the chunk count, for ranged reads. */
export function chunkCount(sealedBytes: number): number {
  return Math.ceil((sealedBytes - HEADER_BYTES) / SEALED_CHUNK_BYTES);
}
