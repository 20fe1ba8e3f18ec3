import { ERRORS } from '@tus/server';
import { megabytes } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { UPLOAD_MESSAGES } from '@shared/recordings/upload-messages';
import { AppError } from '../../lib/app-error';
import { asStorageFailure } from '../../media/s3-errors';

interface TusError {
  status_code: number;
  body: string;
}

const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as TusError).status_code === 'number';

/**
 * A tus refusal as our error contract: `{ code, message }` with a code from the catalogue.
 * `failure` is what tus handed to onResponseError (its own error, one of our hooks', or the
 * store's); answers tus writes without one (412, header checks) come as their status and text.
 */
export function uploadFailure(options: {
  failure: unknown;
  status: number;
  text: string;
  /** The Upload-Length the request announced, for the size refusal's wording. */
  announcedLength: string | undefined;
  storeKind: 'local' | 's3';
}): unknown {
  const { failure } = options;
  if (failure instanceof AppError) return failure;
  if (failure !== undefined && !isTusError(failure)) {
    // The store failed: an unreachable bucket is a 503, anything else ours (a 500).
    return options.storeKind === 's3' ? asStorageFailure(failure) : failure;
  }
  const { status_code: status, body } = failure ?? {
    status_code: options.status,
    body: options.text,
  };
  switch (status) {
    case 404:
      return new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
    case 410:
      return new AppError('UPLOAD_EXPIRED', UPLOAD_MESSAGES.expired);
    case 409:
      return new AppError('UPLOAD_OFFSET_MISMATCH', UPLOAD_MESSAGES.offsetMismatch);
    case 412:
      return new AppError('TUS_VERSION_UNSUPPORTED', UPLOAD_MESSAGES.versionRequired);
    case 413: {
      if (failure === ERRORS.ERR_SIZE_EXCEEDED) {
        return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooMuchData);
      }
      const length = Number(options.announcedLength);
      const mb = megabytes(Number.isFinite(length) ? length : 0);
      return new AppError('PAYLOAD_TOO_LARGE', PRACTICE_MESSAGES.fileTooLarge(mb));
    }
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.chunkType);
    case 403:
      // tus answers 403 for a PATCH without Upload-Offset or without a Content-Type.
      return failure === ERRORS.INVALID_CONTENT_TYPE
        ? new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.chunkType)
        : new AppError('BAD_REQUEST', UPLOAD_MESSAGES.offsetRequired);
    case 501:
      // Deferred lengths and concatenation are not offered (upload-store.ts).
      return new AppError('BAD_REQUEST', UPLOAD_MESSAGES.lengthRequired);
    default:
      break;
  }
  if (failure === ERRORS.INVALID_LENGTH) {
    return new AppError('BAD_REQUEST', UPLOAD_MESSAGES.lengthRequired);
  }
  if (failure === ERRORS.ABORTED) return new AppError('BAD_REQUEST', UPLOAD_MESSAGES.aborted);
  if (status >= 400 && status < 500) {
    // A header tus refused ("Invalid upload-offset"), metadata it could not read, a checksum.
    return new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badRequest(body.trim()));
  }
  return new Error(`The tus server failed: ${status} ${body.trim()}`);
}
