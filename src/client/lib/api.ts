import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { USER_ID_HEADER } from '@shared/product';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@shared/client-config/request';
import type { LIVE_PIECE_CONTENT_TYPE } from '@shared/recordings/live-schemas';
import {
  fillPath,
  type ApiRoute,
  type HttpMethod,
  type PathParamName,
  type PathParams,
} from '@shared/api/route';
import { apiErrorFromAnswer, hasStatus, networkError, timeoutError } from './api-error';
import { getStoredUserId } from './browser-storage';

/*
 * The one place the client talks to the server (product rules R7.3). Every screen goes through
 * apiRequest or the default query function, so the headers, login cookie, time-outs and errors
 * are the same everywhere. A call names its route in the API contract (@shared/api/contract),
 * which gives its method and path, and types its params and body. A call is sent once:
 * retries are TanStack Query's, by the rule of @shared/client-config/request (query-client.ts),
 * never a loop of its own here.
 */

/** Raw bytes (a Blob body) go out under this type, whatever the Blob says it holds. */
export const RAW_BODY_CONTENT_TYPE = 'application/octet-stream';

/** The headers every call carries (the login rides in its cookie), and the body's type. */
export function buildHeaders(body: unknown): Headers {
  const headers = new Headers();
  // FormData sets its own multipart boundary; a Blob is raw bytes; anything else is JSON.
  if (body instanceof Blob) headers.set('Content-Type', RAW_BODY_CONTENT_TYPE);
  else if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  // Sent as product rules R7.2 asks; the server never trusts it for identity (R6.14).
  const userId = getStoredUserId();
  if (userId) headers.set(USER_ID_HEADER, userId);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorFromAnswer(response.status, await response.text(), response.statusText);
}

export type RequestOptions = {
  /** The call's time-out; DEFAULT_REQUEST_TIMEOUT_MS unless the call carries a recording. */
  timeoutMs?: number;
};

/** What a route reads besides JSON: a form where it takes one, raw bytes where it takes them. */
type RawBody<ContentType> =
  | (ContentType extends 'multipart/form-data' ? FormData : never)
  | (ContentType extends typeof LIVE_PIECE_CONTENT_TYPE ? Blob : never);

type RouteBody<Route extends ApiRoute> =
  | (Route extends { body: infer Schema extends z.ZodType } ? z.input<Schema> : never)
  | (Route extends { consumes: readonly (infer ContentType)[] } ? RawBody<ContentType> : never);

type ParamsInput<Route extends ApiRoute> = [PathParamName<Route['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<Route['path']> };

type BodyInput<Route extends ApiRoute> = [RouteBody<Route>] extends [never]
  ? { body?: undefined }
  : undefined extends RouteBody<Route>
    ? { body?: RouteBody<Route> }
    : { body: RouteBody<Route> };

type QueryInput<Route extends ApiRoute> = Route extends { query: infer Schema extends z.ZodType }
  ? { query?: z.input<Schema> }
  : { query?: undefined };

/**
 * A call's params (one per placeholder of the path), query (where the route reads one) and
 * body (as the route reads it).
 */
export type RouteInput<Route extends ApiRoute> = ParamsInput<Route> &
  QueryInput<Route> &
  BodyInput<Route>;

/** The input, left out when the route needs none, then the options. */
export type RouteCallArgs<Route extends ApiRoute> =
  object extends RouteInput<Route>
    ? [input?: RouteInput<Route>, options?: RequestOptions]
    : [input: RouteInput<Route>, options?: RequestOptions];

/**
 * Sends one call to `route`: `apiRequest(routes.deleteRecording, { params: { id } })`. A JSON
 * body is serialised; FormData and a Blob are passed through as is. A non-OK answer, a lost
 * connection and a time-out throw an ApiError (api-error.ts).
 */
export function apiRequest<Route extends ApiRoute>(
  route: Route,
  ...[input, options]: RouteCallArgs<Route>
): Promise<Response> {
  const { params, query, body } = (input ?? {}) as {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, string | number | undefined>>;
    body?: unknown;
  };
  return send(route.method, fillPath(route.path, params) + queryString(query), body, options);
}

/** `?name=value&…` of the query's given values, or nothing. */
export function queryString(query?: Readonly<Record<string, string | number | undefined>>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  { timeoutMs }: RequestOptions = {},
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
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
    // The abort surfaces as a DOMException, a lost connection as fetch's TypeError.
    if (controller.signal.aborted) throw timeoutError();
    if (error instanceof TypeError) throw networkError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * The default read: GET to the path formed by joining the query key, which the contract's
 * queryKey builds from the path (R7.4), so a recording's key reads GET /api/recordings/{id}.
 * A 401 either throws or yields null, chosen per query (product rules R7.5).
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey.join('/');
    try {
      const response = await send('GET', path, undefined);
      return (await readJson(response)) as T;
    } catch (error) {
      if (hasStatus(error, 401) && options.on401 === 'returnNull') return null;
      throw error;
    }
  };
}
