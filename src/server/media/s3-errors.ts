import { AppError } from '../lib/app-error';

/** What a person is told when the bucket cannot be reached; what is stored stays stored. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Recordings cannot be stored or played right now: the media storage is unreachable. ' +
  'Nothing stored was lost; please try again in a few minutes.';

/** Answers that mean the bucket cannot be used now, rather than a bad request of ours. */
const UNAVAILABLE_CODES = new Set([
  'NoSuchBucket',
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'SlowDown',
  'RequestTimeout',
]);

interface S3Failure {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;

/** A missing object: HeadObject's NotFound, GetObject's NoSuchKey. */
export function isS3NotFound(error: unknown): boolean {
  return statusOf(error) === 404 && (error as S3Failure).name !== 'NoSuchBucket';
}

/**
 * Runs one call to the bucket. No answer (refused, reset, timed out), a 5xx, or an answer
 * that the bucket is missing or refuses our keys becomes SERVICE_UNAVAILABLE (503) with the
 * original as its cause, for the log; other refusals (a missing object) pass through.
 */
export async function withS3Errors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = statusOf(error);
    const name = (error as S3Failure).name ?? '';
    if (status === undefined || status >= 500 || UNAVAILABLE_CODES.has(name)) {
      throw Object.assign(new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE), {
        cause: error,
      });
    }
    throw error;
  }
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
