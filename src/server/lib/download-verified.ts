import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type DownloadErrorCode = 'UNREACHABLE' | 'HTTP_STATUS' | 'STALLED' | 'CHECKSUM_MISMATCH';

const MESSAGES: Record<DownloadErrorCode, (detail: string) => string> = {
  UNREACHABLE: (detail) => `Could not reach the download server (${detail}).`,
  HTTP_STATUS: (detail) => `The download server refused the file (${detail}).`,
  STALLED: (detail) => `The download stopped receiving data (${detail}).`,
  CHECKSUM_MISMATCH: (detail) =>
    `The downloaded file is not the expected one (${detail}), so it was deleted.`,
};

export class DownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    readonly detail = '',
  ) {
    super(MESSAGES[code](detail));
    this.name = 'DownloadError';
  }
}

/** A file's digest in hex, read as a stream (models are tens of megabytes). */
export async function hashOfFile(file: string, algorithm: 'sha1' | 'sha256'): Promise<string> {
  const hash = createHash(algorithm);
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export const sha1OfFile = (file: string) => hashOfFile(file, 'sha1');

function unreachable(error: unknown, url: string): DownloadError {
  if (error instanceof DownloadError) return error;
  // Node's fetch fails with TypeError('fetch failed') when no HTTP answer came at all.
  const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message;
  return new DownloadError('UNREACHABLE', `${new URL(url).host}: ${detail}`);
}

export interface DownloadOptions {
  url: string;
  sha1: string;
  destination: string;
  /** Time allowed for the server's first answer (DNS, connection, headers). */
  connectTimeoutMs?: number;
  /** Time allowed without any data once the file is coming. */
  stallTimeoutMs?: number;
  onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
  signal?: AbortSignal;
}

/**
 * Downloads `url` to `destination` only if its sha1 is `sha1`. The file streams to a hidden
 * temporary file beside the destination and is renamed into place once verified, so the
 * destination is either absent or complete: a failure, a wrong file or an interruption
 * leaves nothing behind. A destination that already has the right sum is kept as it is.
 */
export async function downloadVerified(
  options: DownloadOptions,
): Promise<{ path: string; bytes: number; alreadyPresent: boolean }> {
  const destination = path.resolve(options.destination);
  if (fs.existsSync(destination) && (await sha1OfFile(destination)) === options.sha1) {
    return { path: destination, bytes: fs.statSync(destination).size, alreadyPresent: true };
  }
  const temporary = path.join(
    path.dirname(destination),
    `.${path.basename(destination)}.${process.pid}.${Date.now()}.partial`,
  );

  const controller = new AbortController();
  const stop = (reason: unknown) => controller.abort(reason);
  const onAbort = () => stop(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  const connectSeconds = (options.connectTimeoutMs ?? 10_000) / 1000;
  let timer = setTimeout(() => {
    const detail = `${new URL(options.url).host}: no answer within ${connectSeconds} s`;
    stop(new DownloadError('UNREACHABLE', detail));
  }, options.connectTimeoutMs ?? 10_000);

  try {
    const response = await fetch(options.url, { signal: controller.signal }).catch(
      (error: unknown) => {
        throw controller.signal.aborted
          ? controller.signal.reason
          : unreachable(error, options.url);
      },
    );
    clearTimeout(timer);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new DownloadError('HTTP_STATUS', `HTTP ${response.status} for ${options.url}`);
    }

    await fs.promises.mkdir(path.dirname(destination), { recursive: true });
    const total = Number(response.headers.get('content-length')) || null;
    const stallMs = options.stallTimeoutMs ?? 60_000;
    const armStallTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => stop(new DownloadError('STALLED', `nothing for ${stallMs / 1000} s`)),
        stallMs,
      );
    };
    const hash = createHash('sha1');
    let received = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        armStallTimer();
        hash.update(chunk);
        received += chunk.length;
        options.onProgress?.(received, total);
        callback(null, chunk);
      },
    });
    armStallTimer();
    await pipeline(
      Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      measure,
      fs.createWriteStream(temporary, { flags: 'wx' }),
      { signal: controller.signal },
    ).catch((error: unknown) => {
      throw controller.signal.aborted ? controller.signal.reason : error;
    });
    clearTimeout(timer);

    const sha1 = hash.digest('hex');
    if (sha1 !== options.sha1) {
      throw new DownloadError('CHECKSUM_MISMATCH', `sha1 ${sha1}, expected ${options.sha1}`);
    }
    await fs.promises.rename(temporary, destination);
    return { path: destination, bytes: received, alreadyPresent: false };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    await fs.promises.rm(temporary, { force: true });
  }
}
