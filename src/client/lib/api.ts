import type { QueryFunction } from '@tanstack/react-query';
import { USER_ID_HEADER } from '@shared/product';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  LONG_REQUEST_TIMEOUT_MS,
  LONG_TIMEOUT_PATH_MARKERS,
  REQUEST_TIMEOUT_MESSAGE,
  RETRY_DELAYS_MS,
  RETRY_MAX_ATTEMPTS,
  RETRY_PATH_MARKERS,
  RETRYABLE_ERROR_MARKERS,
} from '@shared/client-config/request';
import { getStoredUserId } from './browser-storage';

/*
 * The one place the client talks to the server (both specs, §7). Every screen
 * goes through apiRequest or the default query function, so the session
 * headers, time-outs, retries and error wording are the same everywhere.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function requestTimeoutFor(path: string): number {
  return LONG_TIMEOUT_PATH_MARKERS.some((marker) => path.includes(marker))
    ? LONG_REQUEST_TIMEOUT_MS
    : DEFAULT_REQUEST_TIMEOUT_MS;
}

export function maxAttemptsFor(path: string): number {
  return RETRY_PATH_MARKERS.some((marker) => path.includes(marker)) ? RETRY_MAX_ATTEMPTS : 1;
}

export function isRetryable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return RETRYABLE_ERROR_MARKERS.some((marker) => message.includes(marker));
}

/** Raw bytes (a Blob body) go out under this type, whatever the Blob says it holds. */
export const RAW_BODY_CONTENT_TYPE = 'application/octet-stream';

/** The headers every call carries (the session rides in its cookie), and the body's type. */
export function buildHeaders(body: unknown): Headers {
  const headers = new Headers();
  // FormData sets its own multipart boundary; a Blob is raw bytes; anything else is JSON.
  if (body instanceof Blob) headers.set('Content-Type', RAW_BODY_CONTENT_TYPE);
  else if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  // Sent because the spec asks for it; the server never trusts it for identity.
  const userId = getStoredUserId();
  if (userId) headers.set(USER_ID_HEADER, userId);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** The request module's error wording for a non-OK answer (both specs, §7). */
export function statusError(status: number, bodyText: string): Error {
  return new Error(`${status}: ${bodyText}`);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw statusError(response.status, text);
}

export type RequestOptions = {
  /** Overrides the path's time-out, for a call that does more work than its path suggests. */
  timeoutMs?: number;
};

async function sendOnce(
  method: HttpMethod,
  path: string,
  body: unknown,
  { timeoutMs }: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs ?? requestTimeoutFor(path));
  try {
    const response = await fetch(path, {
      method,
      headers: buildHeaders(body),
      body: encodeBody(body),
      credentials: 'include',
      signal: controller.signal,
    });
    await throwIfNotOk(response);
    return response;
  } catch (error) {
    // The abort surfaces as a DOMException; the spec wants its own wording instead.
    if (controller.signal.aborted) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `send` up to the path's number of attempts: calls to /transcribe and /analyze
 * try again after a 502, a 500 or a time-out, waiting 1 s and then 2 s.
 */
export async function withRetries<T>(path: string, send: () => Promise<T>): Promise<T> {
  const attempts = maxAttemptsFor(path);
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      lastError = error;
      if (attempt === attempts || !isRetryable(error)) throw error;
      await wait(RETRY_DELAYS_MS[attempt - 1] ?? RETRY_DELAYS_MS[1]);
    }
  }
  throw lastError;
}

/**
 * Sends one call. A JSON body is serialised; FormData and a Blob are passed through as is.
 * Non-OK answers throw `Error('{status}: {body text}')`.
 */
export function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  return withRetries(path, () => sendOnce(method, path, body, options));
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * The default read: GET to the path formed by joining the query key, so
 * `['/api/recordings', id]` reads `/api/recordings/{id}`. A 401 either throws
 * or yields null, chosen per query (accounts spec §7).
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey.join('/');
    try {
      const response = await apiRequest('GET', path);
      return (await readJson(response)) as T;
    } catch (error) {
      const unauthorized = error instanceof Error && error.message.startsWith('401:');
      if (unauthorized && options.on401 === 'returnNull') return null;
      throw error;
    }
  };
}
