import { REQUEST_TIMEOUT_MESSAGE } from '@shared/client-config/request';
import { buildHeaders, requestTimeoutFor, statusError, withRetries } from './api';

/*
 * fetch cannot report how much of a request body has been sent, so file uploads go
 * through XMLHttpRequest. Everything else follows the request module: the same
 * headers, cookies, time-outs, retries and '{status}: {body text}' errors.
 */

export type UploadReply = { status: number; body: unknown };

export type UploadOptions = {
  /** 0-100 as the body goes out; called again from 0 when a retry starts over. */
  onUploadProgress?: (percent: number) => void;
  /** Called once the whole body has reached the server, while it works on the answer. */
  onUploaded?: () => void;
  signal?: AbortSignal;
};

/** What a browser reports when the request never got an answer. */
export const UPLOAD_NETWORK_ERROR = 'Network error - the upload could not reach the server.';
const ABORTED_MESSAGE = 'Upload cancelled';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendOnce(path: string, form: FormData, options: UploadOptions): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = requestTimeoutFor(path);
    buildHeaders(form).forEach((value, name) => xhr.setRequestHeader(name, value));

    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.upload.onload = () => {
      options.onUploadProgress?.(100);
      options.onUploaded?.();
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, body: parseBody(text) });
      } else {
        reject(statusError(xhr.status, text || xhr.statusText));
      }
    };
    xhr.ontimeout = () => {
      settle();
      reject(new Error(REQUEST_TIMEOUT_MESSAGE));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException(ABORTED_MESSAGE, 'AbortError'));
    };
    options.onUploadProgress?.(0);
    xhr.send(form);
  });
}

/** POSTs a multipart form and reports upload progress; non-OK answers throw like apiRequest. */
export function uploadForm(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<UploadReply> {
  return withRetries(path, () => {
    if (options.signal?.aborted) {
      return Promise.reject(new DOMException(ABORTED_MESSAGE, 'AbortError'));
    }
    return sendOnce(path, form, options);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
