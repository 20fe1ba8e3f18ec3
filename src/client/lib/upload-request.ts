import { DEFAULT_REQUEST_TIMEOUT_MS } from '@shared/client-config/request';
import { fillPath, type ApiRoute, type PathParamName } from '@shared/api/route';
import { buildHeaders } from './api';
import { apiErrorFromAnswer, networkError, timeoutError } from './api-error';

/*
 * fetch cannot report how much of a request body has been sent, so file uploads go
 * through XMLHttpRequest. Everything else follows the request module: the same headers,
 * cookies and ApiErrors. It sends once; a retry is the caller's (a TanStack mutation's).
 */

export type UploadReply = { status: number; body: unknown };

export type UploadOptions = {
  /** 0-100 as the body goes out; called again from 0 when a retry starts over. */
  onUploadProgress?: (percent: number) => void;
  /** Called once the whole body has reached the server, while it works on the answer. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  /** The call's time-out; DEFAULT_REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number;
};

/** What a browser reports when the upload never got an answer. */
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

function sendOnce(
  route: ApiRoute<'POST'>,
  form: FormData,
  options: UploadOptions,
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, fillPath(route.path));
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
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
        reject(apiErrorFromAnswer(xhr.status, text, xhr.statusText));
      }
    };
    xhr.ontimeout = () => {
      settle();
      reject(timeoutError());
    };
    xhr.onerror = () => {
      settle();
      reject(networkError(UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException(ABORTED_MESSAGE, 'AbortError'));
    };
    options.onUploadProgress?.(0);
    xhr.send(form);
  });
}

/** A route of the API contract that reads a form at a path without parameters. */
export type FormRoute<Route extends ApiRoute<'POST'>> = [PathParamName<Route['path']>] extends [
  never,
]
  ? Route & { readonly consumes: readonly string[] }
  : never;

/**
 * POSTs a multipart form to `route` (routes.transcribe) and reports upload progress; failures
 * throw like apiRequest.
 */
export function uploadForm<Route extends ApiRoute<'POST'>>(
  route: FormRoute<Route>,
  form: FormData,
  options: UploadOptions = {},
): Promise<UploadReply> {
  if (options.signal?.aborted) {
    return Promise.reject(new DOMException(ABORTED_MESSAGE, 'AbortError'));
  }
  return sendOnce(route, form, options);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
