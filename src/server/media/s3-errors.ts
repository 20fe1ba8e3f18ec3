import { AppError } from '../lib/app-error';

/** What a person is told when the bucket cannot be reached; what is stored stays stored. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Recordings cannot be stored or played right now: the media storage is unreachable. ' +
  'Nothing stored was lost; please try again in a few minutes.';

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;

/** 4xx answers that mean the bucket cannot be used now, rather than a bad request of ours. */
const UNAVAILABLE_CODES = new Set([
  'NoSuchBucket',
  'RequestTimeout',
  'AuthorizationHeaderMalformed',
]);

/**
 * No answer (refused, reset, timed out), a 5xx, throttling, refused keys (403), a redirect
 * (the bucket is in another region or behind another endpoint) or a missing bucket.
 */
function isUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return true;
  if (status >= 500 || status === 429 || status === 403) return true;
  if (status >= 300 && status < 400) return true;
  return UNAVAILABLE_CODES.has((error as S3Failure).name ?? '');
}

/** A missing object: HeadObject's NotFound, GetObject's NoSuchKey. */
export function isS3NotFound(error: unknown): boolean {
  return statusOf(error) === 404 && (error as S3Failure).name !== 'NoSuchBucket';
}

/**
 * Runs one call to the bucket. A failure that means the bucket cannot be used now becomes
 * SERVICE_UNAVAILABLE (503), with the original as its cause for the log; other refusals (a
 * missing object) pass through.
 */
export async function withS3Errors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asStorageFailure(error);
  }
}

/**
 * A failure of the bucket as withS3Errors answers it: SERVICE_UNAVAILABLE when the bucket cannot
 * be used now, else the error itself (for calls made by a library, such as @tus/s3-store).
 */
export function asStorageFailure(error: unknown): unknown {
  if (!isUnavailable(error)) return error;
  return Object.assign(new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE), {
    cause: error,
  });
}

/** The failure in a line for the operator's log: its name, code, HTTP status and message. */
export function describeS3Failure(error: unknown): string {
  const failure = error instanceof AppError && error.cause ? error.cause : error;
  if (!(failure instanceof Error)) return String(failure);
  const code = (failure as { code?: string }).code;
  const status = statusOf(failure);
  return [failure.name, code, status && `HTTP ${status}`, failure.message]
    .filter(Boolean)
    .join(': ');
}
