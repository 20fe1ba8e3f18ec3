import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { isS3NotFound, withS3Errors } from './s3-errors';

/** An error as the AWS SDK throws it: a name and the answer's HTTP status. */
const answered = (name: string, httpStatusCode?: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

const outcomeOf = (error: Error) =>
  withS3Errors(() => Promise.reject(error)).catch((thrown: unknown) =>
    thrown instanceof AppError ? thrown.code : (thrown as Error).name,
  );

describe('withS3Errors', () => {
  it('turns a bucket that cannot be used now into SERVICE_UNAVAILABLE', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      answered('InternalError', 500),
      answered('ServiceUnavailable', 503),
      answered('SlowDown', 503),
      answered('TooManyRequests', 429),
      answered('AccessDenied', 403),
      answered('InvalidAccessKeyId', 403),
      answered('PermanentRedirect', 301),
      answered('NoSuchBucket', 404),
      answered('AuthorizationHeaderMalformed', 400),
    ]) {
      expect(await outcomeOf(error)).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('lets a missing object and our own mistakes through as they are', async () => {
    expect(await outcomeOf(answered('NoSuchKey', 404))).toBe('NoSuchKey');
    expect(await outcomeOf(answered('InvalidRange', 416))).toBe('InvalidRange');
    expect(isS3NotFound(answered('NotFound', 404))).toBe(true);
    expect(isS3NotFound(answered('NoSuchBucket', 404))).toBe(false);
  });
});
