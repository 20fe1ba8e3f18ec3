import type { DetailedError, HttpStack, Upload, UploadOptions } from 'tus-js-client';
import { RESUMABLE_UPLOAD_CHUNK_BYTES } from '@shared/recordings/limits';
import { routes } from '@shared/api/contract';
import { uploadIdSchema } from '@shared/recordings/schemas';
import { RESUMABLE_RETRY_DELAYS_MS } from '@shared/client-config/request';
import { apiErrorFromAnswer, isRetryable, networkError } from '@client/lib/api-error';
import { UPLOAD_NETWORK_ERROR } from '@client/lib/upload-request';
import { createResumableHttpStack } from './resumable-http-stack';
import { removeStoredUpload, storedUploadsOf, type StoredUpload } from './stored-uploads';
import { createTransferMeter, type TransferProgress } from './transfer-meter';

/*
 * The one place that speaks tus: a large file goes to the resumable uploads (routes.createUpload)
 * in chunks. A lost connection or a gateway's 502-504 is retried by the one rule
 * (isRetryableFailure), never a refusal; a retry asks the server how much it holds and goes on
 * from there. The upload is kept in the browser (stored-uploads.ts), so the same file chosen
 * after a reload continues where it stopped. Failures come out as ApiErrors. tus-js-client is
 * loaded only when a large file is sent.
 */

const loadTus = () => import('tus-js-client');

export type ResumableStatus =
  /** Sending, or waiting to retry a dropped request. */
  | 'uploading'
  /** Stopped by the person; resume() goes on. */
  | 'paused'
  /** The retries ran out on a lost connection; what was sent is kept and resume() goes on. */
  | 'interrupted';

export type ResumableUploadOptions = {
  /** Whose upload it is: unfinished uploads are kept per person. */
  ownerId: string;
  onProgress?: (progress: TransferProgress) => void;
  onStatus?: (status: ResumableStatus) => void;
  /** For tests: a smaller chunk, quicker retries, a fake clock or HTTP stack. */
  chunkSize?: number;
  retryDelays?: readonly number[];
  now?: () => number;
  httpStack?: HttpStack;
};

export type ResumableUpload = {
  /** The upload's id once the server holds every byte; an ApiError for a refusal. */
  finished: Promise<string>;
  pause(): void;
  resume(): void;
  /** Stops for good, keeping what was sent for later (rejects `finished` with an AbortError). */
  abort(): void;
};

/** Where uploads are created, absolute, as tus-js-client resolves the Location against it. */
const endpoint = () => new URL(routes.createUpload.path, window.location.href).href;

/** A file is the same file when its name, type, size and modification time are. */
const fingerprintOf = (file: File) =>
  ['cadence', file.name, file.type, file.size, file.lastModified].join('/');

/** Chunks of the chosen File, as the browser build of tus-js-client reads them. */
const fileReader: NonNullable<UploadOptions['fileReader']> = {
  openFile: async (input: Blob) => ({
    size: input.size,
    slice: async (start: number, end: number) => ({
      value: input.slice(start, end),
      done: end >= input.size,
    }),
    close: () => {},
  }),
};

/**
 * A tus-js-client failure as the ApiError every screen reads: an answer's status with the
 * code and message of its JSON body; a request that got no answer, a lost connection. Anything
 * else (a file the browser could no longer read) is passed on as it is.
 */
function isDetailedError(error: unknown): error is DetailedError {
  return error instanceof Error && 'originalRequest' in error && 'originalResponse' in error;
}

export function uploadFailure(error: unknown): unknown {
  if (!isDetailedError(error)) return error;
  const response = error.originalResponse;
  if (response) return apiErrorFromAnswer(response.getStatus(), response.getBody() ?? '');
  return error.originalRequest ? networkError(UPLOAD_NETWORK_ERROR) : error;
}

/** The upload's id: the last segment of its address. */
export function uploadIdOf(url: string | null): string | null {
  const segment = url ? new URL(url, window.location.href).pathname.split('/').at(-1) : null;
  const parsed = uploadIdSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

function retryOptions(options: ResumableUploadOptions) {
  return {
    httpStack: options.httpStack ?? createResumableHttpStack(),
    retryDelays: [...(options.retryDelays ?? RESUMABLE_RETRY_DELAYS_MS)],
    onShouldRetry: (error: DetailedError) => isRetryable(uploadFailure(error)),
  };
}

/** Starts (or, for a file sent before, continues) a resumable upload. */
export function startResumableUpload(file: File, options: ResumableUploadOptions): ResumableUpload {
  const meter = createTransferMeter(file.size, options.now);
  let status: ResumableStatus = 'uploading';
  let stopped = false;
  let current: Upload | null = null;
  // Known once the server has created the upload; a restart goes on from it.
  let uploadUrl: string | null = null;
  let resolveFinished: (id: string) => void = () => {};
  let rejectFinished: (error: unknown) => void = () => {};
  const finished = new Promise<string>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });

  const setStatus = (next: ResumableStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const fail = (error: unknown) => {
    stopped = true;
    rejectFinished(error);
  };

  // Each start, and each pause or stop, makes any start still loading out of date.
  let attempt = 0;

  // A fresh Upload for each start, so a resumed upload gets its full set of retries again.
  const begin = async (mine: number) => {
    const tus = await loadTus();
    if (mine !== attempt) return;
    const upload: Upload = new tus.Upload(file, {
      ...retryOptions(options),
      endpoint: endpoint(),
      uploadUrl,
      metadata: { filename: file.name, filetype: file.type },
      chunkSize: options.chunkSize ?? RESUMABLE_UPLOAD_CHUNK_BYTES,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: storedUploadsOf(options.ownerId),
      fingerprint: async (input) => fingerprintOf(input as File),
      fileReader,
      onUploadUrlAvailable: () => {
        uploadUrl = upload.url;
      },
      onProgress: (bytesSent) => {
        if (upload === current) options.onProgress?.(meter.record(bytesSent));
      },
      onSuccess: () => {
        const id = uploadIdOf(upload.url);
        if (!id)
          return fail(new Error(`The upload's address names no upload: ${upload.url ?? ''}`));
        stopped = true;
        resolveFinished(id);
      },
      onError: (error) => {
        if (upload !== current || stopped) return;
        const failure = uploadFailure(error);
        if (!isRetryable(failure)) return fail(failure);
        meter.restart();
        setStatus('interrupted');
      },
    });
    current = upload;
    if (!uploadUrl) {
      const [previous] = await upload.findPreviousUploads();
      if (upload !== current) return;
      if (previous) upload.resumeFromPreviousUpload(previous);
    }
    upload.start();
  };

  const run = () => {
    attempt += 1;
    begin(attempt).catch((error: unknown) => {
      if (!stopped) fail(uploadFailure(error));
    });
  };

  const halt = () => {
    attempt += 1;
    const upload = current;
    current = null;
    meter.restart();
    void upload?.abort();
  };

  run();

  return {
    finished,
    pause() {
      if (stopped || status === 'paused') return;
      halt();
      setStatus('paused');
    },
    resume() {
      if (stopped || status === 'uploading') return;
      setStatus('uploading');
      run();
    },
    abort() {
      if (stopped) return;
      halt();
      fail(new DOMException('Upload stopped', 'AbortError'));
    },
  };
}

/**
 * Deletes an unfinished upload on the server and forgets it here. One the server no longer has
 * (404, or 410 once expired) is simply forgotten; any other failure throws an ApiError and the
 * upload stays listed.
 */
export async function discardStoredUpload(
  upload: StoredUpload,
  options: Pick<ResumableUploadOptions, 'httpStack' | 'retryDelays'> = {},
): Promise<void> {
  if (upload.uploadUrl) {
    try {
      const tus = await loadTus();
      await tus.Upload.terminate(upload.uploadUrl, retryOptions({ ownerId: '', ...options }));
    } catch (error) {
      const failure = uploadFailure(error);
      const gone =
        isDetailedError(error) && [404, 410].includes(error.originalResponse?.getStatus() ?? 0);
      if (!gone) throw failure;
    }
  }
  removeStoredUpload(upload.urlStorageKey);
}
