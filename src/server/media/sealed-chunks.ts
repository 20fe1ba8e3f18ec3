import {
  ENCRYPTED_MAGIC,
  HEADER_BYTES,
  MediaDecryptionError,
  PLAIN_CHUNK_BYTES,
  SEALED_CHUNK_BYTES,
  chunkCount,
  openChunk,
  plainSize,
} from './encryption';

/**
 * Ranged reads of encrypted media, shared by the stores: which sealed chunks hold a plaintext
 * range, and turning those chunks back into exactly the bytes asked for. A store only fetches
 * the header and the span's sealed bytes, from a file or with ranged GETs.
 */
export interface ChunkSpan {
  /** The plaintext bytes asked for, [start, end] inclusive, within the object. */
  start: number;
  end: number;
  /** The chunks that hold them, [first, last] inclusive. */
  first: number;
  last: number;
  /** The object's chunk count: chunk total - 1 is sealed as the last. */
  total: number;
  /** Where those chunks are in the sealed object, [sealedStart, sealedEnd] inclusive. */
  sealedStart: number;
  sealedEnd: number;
}

/** Where chunk `index` starts in the sealed object. */
export const sealedOffset = (index: number) => HEADER_BYTES + index * SEALED_CHUNK_BYTES;

/** The chunks to read for `range` (all when absent) of a sealed object; null: nothing to read. */
export function chunkSpan(
  sealedBytes: number,
  range?: { start: number; end: number },
): ChunkSpan | null {
  const size = plainSize(sealedBytes);
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? size - 1, size - 1);
  if (size === 0 || start > end) return null;
  const first = Math.floor(start / PLAIN_CHUNK_BYTES);
  const last = Math.floor(end / PLAIN_CHUNK_BYTES);
  return {
    start,
    end,
    first,
    last,
    total: chunkCount(sealedBytes),
    sealedStart: sealedOffset(first),
    sealedEnd: Math.min(sealedOffset(last + 1), sealedBytes) - 1,
  };
}

/** The nonce prefix in an object's header; refuses anything that is not encrypted media. */
export function noncePrefixOf(header: Buffer): Buffer {
  if (
    header.length < HEADER_BYTES ||
    !header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)
  ) {
    throw new MediaDecryptionError('Not an encrypted media file');
  }
  return header.subarray(ENCRYPTED_MAGIC.length, HEADER_BYTES);
}

/**
 * Decrypts the span's sealed chunks (given in order, one buffer each) and yields exactly the
 * plaintext bytes [span.start, span.end].
 */
export async function* openSpan(
  key: Buffer,
  header: Buffer,
  span: ChunkSpan,
  sealedChunks: AsyncIterable<Buffer>,
): AsyncGenerator<Buffer> {
  const prefix = noncePrefixOf(header);
  let index = span.first;
  for await (const sealed of sealedChunks) {
    if (index > span.last) break;
    const plain = openChunk(key, prefix, index, index === span.total - 1, sealed);
    const chunkStart = index * PLAIN_CHUNK_BYTES;
    yield plain.subarray(
      Math.max(0, span.start - chunkStart),
      Math.min(plain.length, span.end - chunkStart + 1),
    );
    index += 1;
  }
  if (index <= span.last) throw new MediaDecryptionError('Encrypted media is truncated');
}

/** Cuts a stream of the span's sealed bytes into one buffer per chunk. */
export async function* splitSealedChunks(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const part of bytes) {
    pending = pending.length === 0 ? part : Buffer.concat([pending, part]);
    while (pending.length >= SEALED_CHUNK_BYTES) {
      yield pending.subarray(0, SEALED_CHUNK_BYTES);
      pending = pending.subarray(SEALED_CHUNK_BYTES);
    }
  }
  if (pending.length > 0) yield pending;
}
