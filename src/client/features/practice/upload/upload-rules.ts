import {
  EXTENDED_RECORDING_MINUTES,
  METADATA_TIMEOUT_MS,
  RESUMABLE_UPLOAD_THRESHOLD_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ESTIMATED_MINUTES,
  estimateMinutesFromSize,
  isAcceptedMediaFile,
  isVideoFile,
  megabytes,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';

/*
 * The checks an uploaded file passes before it is sent (product rules R5.19-R5.22): its type or
 * extension, its size, and its length, read from the metadata or estimated from the size.
 */

/** The type or size problem of a file, or null. */
export function uploadFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isAcceptedMediaFile(file.name, file.type)) return PRACTICE_MESSAGES.unsupportedFormat;
  if (file.size > UPLOAD_MAX_BYTES) return PRACTICE_MESSAGES.fileTooLarge(megabytes(file.size));
  return null;
}

export type UploadLength = {
  minutes: number;
  /** Seconds read from the metadata; null when the length is only an estimate. */
  durationSeconds: number | null;
};

/** The length from the metadata when it could be read, otherwise estimated from the size. */
export function uploadLength(
  file: Pick<File, 'name' | 'type' | 'size'>,
  metadataSeconds: number | null,
): UploadLength {
  if (metadataSeconds !== null && Number.isFinite(metadataSeconds) && metadataSeconds > 0) {
    return { minutes: metadataSeconds / 60, durationSeconds: metadataSeconds };
  }
  return {
    minutes: estimateMinutesFromSize(file.size, isVideoFile(file.name, file.type)),
    durationSeconds: null,
  };
}

export function uploadLengthProblem(length: UploadLength): string | null {
  return length.minutes > UPLOAD_MAX_ESTIMATED_MINUTES
    ? PRACTICE_MESSAGES.uploadTooLong(length.minutes)
    : null;
}

/**
 * A file larger than RESUMABLE_UPLOAD_THRESHOLD_BYTES goes up resumably, in chunks that survive
 * a dropped connection or a reload; a smaller one in the single multipart request (decision 143).
 */
export function usesResumableUpload(file: Pick<File, 'size'>): boolean {
  return file.size > RESUMABLE_UPLOAD_THRESHOLD_BYTES;
}

/** 'Extended Recording Detected' is shown above 15 minutes. */
export function isExtendedRecording(minutes: number): boolean {
  return minutes > EXTENDED_RECORDING_MINUTES;
}

/**
 * Reads a file's duration through a media element; null when the browser cannot read
 * it or takes longer than the 5-second time-out.
 */
export function readMediaDuration(
  file: File,
  timeoutMs: number = METADATA_TIMEOUT_MS,
): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  let url: string;
  try {
    url = URL.createObjectURL(file);
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const element = document.createElement(isVideoFile(file.name, file.type) ? 'video' : 'audio');
    let done = false;
    const finish = (seconds: number | null) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null);
    };
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    element.preload = 'metadata';
    element.onloadedmetadata = () => finish(element.duration);
    element.onerror = () => finish(null);
    element.src = url;
  });
}
