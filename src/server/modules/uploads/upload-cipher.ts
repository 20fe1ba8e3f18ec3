import crypto from 'node:crypto';
import { Transform, type Readable, pipeline } from 'node:stream';

/*
 * Uploads in progress are encrypted at rest, as recordings are (decision 168). tus appends a
 * PATCH's bytes at the upload's offset and works out the offset from what is stored, so the
 * ciphertext must be exactly as long as the plaintext and writable from any offset: AES-256
 * in counter mode, whose keystream at byte n is known without the bytes before it. Each upload
 * has a key of its own, derived from the media key and its id (HKDF), so no two uploads share
 * a keystream. What a client resends at an offset is the same bytes of the same file, so the
 * keystream is not reused on other plaintext, except by a client rewriting its own upload.
 * Counter mode has no tag: the bytes are checked as media when they are analysed, and this
 * guards what rests on disk or in the bucket, not what the store hands back.
 *
 * The names the client sent (file name and type) are sealed with AES-256-GCM under the same
 * key, so the info beside the bytes does not say what the recording is called.
 */

const BLOCK_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The metadata key that marks an upload as encrypted (uploads made before are not). */
export const CIPHER_METADATA_KEY = 'cipher';
export const CIPHER_NAME = 'aes-256-ctr.1';

export class UploadCipher {
  readonly #masterKey: Buffer;

  constructor(masterKey: Buffer) {
    this.#masterKey = masterKey;
  }

  #keyOf(id: string): Buffer {
    return Buffer.from(
      crypto.hkdfSync('sha256', this.#masterKey, Buffer.alloc(0), `cadence-upload:${id}`, 32),
    );
  }

  /** A transform that encrypts (or decrypts: the same) upload `id`'s bytes from `offset` on. */
  streamAt(id: string, offset: number): Transform {
    const iv = Buffer.alloc(BLOCK_BYTES);
    // The counter block of the offset's block, big-endian; within it, skip to the byte.
    iv.writeBigUInt64BE(BigInt(Math.floor(offset / BLOCK_BYTES)), 8);
    const cipher = crypto.createCipheriv('aes-256-ctr', this.#keyOf(id), iv);
    const skip = offset % BLOCK_BYTES;
    if (skip > 0) cipher.update(Buffer.alloc(skip));
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        callback(null, cipher.update(chunk));
      },
      flush(callback) {
        const rest = cipher.final();
        callback(null, rest.length > 0 ? rest : undefined);
      },
    });
  }

  /**
   * `source` through `streamAt`, with its failure passed on: a PATCH whose client goes away
   * must end the store's write with an error, as the plain request would.
   */
  through(source: Readable, id: string, offset: number): Readable {
    const out = this.streamAt(id, offset);
    pipeline(source, out, () => {});
    return out;
  }

  /** A metadata value sealed for upload `id`: base64 of nonce, ciphertext and tag. */
  sealName(id: string, value: string): string {
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.#keyOf(id), nonce);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64');
  }

  /** The value `sealName` sealed, or null when it does not open (altered, or another key). */
  openName(id: string, sealed: string): string | null {
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      this.#keyOf(id),
      bytes.subarray(0, NONCE_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
