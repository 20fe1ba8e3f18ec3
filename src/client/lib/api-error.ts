import { ERROR_STATUS, type ErrorCode } from '@shared/error-status';
import { isRetryableFailure, REQUEST_TIMEOUT_MESSAGE } from '@shared/client-config/request';

/*
 * Every failed call reaches the screens as one ApiError, built here and nowhere else: the
 * status, the server's code, its message, the fields a validation names, and the rest of the
 * body as details. A call that never got an answer has no status and a client code of its
 * own. Screens decide by `code` and `status`, never by the text of a message or a path.
 */

/** Codes of calls that got no answer; the server's codes are in @shared/errors. */
export const NO_ANSWER = {
  /** The connection failed: offline, refused, dropped. */
  network: 'NETWORK_ERROR',
  /** The call reached its time-out without an answer. */
  timeout: 'CLIENT_TIMEOUT',
} as const;

/** An answer without the server's JSON (a proxy's HTML page, say). */
export const UNREADABLE_ANSWER = 'UNREADABLE_ANSWER';

export type ApiErrorCode =
  ErrorCode | (typeof NO_ANSWER)[keyof typeof NO_ANSWER] | typeof UNREADABLE_ANSWER;

/** What a browser reports when the request never got an answer. */
export const NETWORK_ERROR_MESSAGE = 'Network error - the request could not reach the server.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or null when the call never got an answer. */
  readonly status: number | null;
  /** The server's code, or one of NO_ANSWER / UNREADABLE_ANSWER. */
  readonly code: string;
  /** The server's own message, or null when the answer carried none. */
  readonly serverMessage: string | null;
  /** Field name → message, for a refused form. */
  readonly fields: Readonly<Record<string, string>>;
  /** The whole JSON body, for the details a code carries (a piece's `expected`, say). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number | null;
    code: string;
    message: string;
    serverMessage?: string | null;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? null;
    this.fields = init.fields ?? {};
    this.details = init.details ?? {};
  }

  /** True for the server's code `code` (typed, so a misspelt code does not compile). */
  is(code: ApiErrorCode): boolean {
    return this.code === code;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The server sends each field's messages as a list (error-handler.ts); a field shows its first. */
function readFields(value: unknown): Record<string, string> {
  const record = asRecord(value);
  if (!record) return {};
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(record)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim()) fields[name] = first;
  }
  return fields;
}

/** The code of an answer whose body names none: the catalogue's code for that status. */
function codeForStatus(status: number): string {
  const match = Object.entries(ERROR_STATUS).find(([, known]) => known === status);
  return match?.[0] ?? UNREADABLE_ANSWER;
}

/** The ApiError of a non-OK answer, from its status and body text. */
export function apiErrorFromAnswer(status: number, bodyText: string, statusText = ''): ApiError {
  let body: Record<string, unknown> | null = null;
  try {
    body = asRecord(JSON.parse(bodyText));
  } catch {
    // Not JSON: a proxy's page. Its text is no message for a person.
  }
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  const code = typeof body?.code === 'string' ? body.code : body ? codeForStatus(status) : null;
  return new ApiError({
    status,
    code: code ?? UNREADABLE_ANSWER,
    message: message ?? `${status}${statusText ? ` ${statusText}` : ''}`,
    serverMessage: message,
    fields: readFields(body?.fields),
    details: body ?? {},
  });
}

/** A call that got no answer because the connection failed. */
export function networkError(message = NETWORK_ERROR_MESSAGE): ApiError {
  return new ApiError({ status: null, code: NO_ANSWER.network, message });
}

/** A call that reached its time-out. */
export function timeoutError(): ApiError {
  return new ApiError({ status: null, code: NO_ANSWER.timeout, message: REQUEST_TIMEOUT_MESSAGE });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the call never got an answer because the connection failed. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === NO_ANSWER.network;
}

/** True when the call reached its time-out. */
export function isTimeout(error: unknown): boolean {
  return isApiError(error) && error.code === NO_ANSWER.timeout;
}

/**
 * Whether a failed call may be sent again: a lost connection, or a gateway that could not
 * reach the server (the rule lives in @shared/client-config/request). Never a 4xx, never a
 * call that reached its time-out.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return isRetryableFailure({ status: error.status, network: error.code === NO_ANSWER.network });
}

export type ApiErrorDetails = {
  /** The HTTP status, or null when the call never got an answer (offline, time-out). */
  status: number | null;
  /** The server's `message`, or null when the body carried none. */
  message: string | null;
  code: string | null;
};

/** The status, code and server message of anything thrown (nulls for a non-ApiError). */
export function parseApiError(error: unknown): ApiErrorDetails {
  if (!isApiError(error)) return { status: null, message: null, code: null };
  return { status: error.status, message: error.serverMessage, code: error.code };
}

/** The whole JSON body of a failed call, for the details an error code carries. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  return isApiError(error) && error.status !== null && Object.keys(error.details).length > 0
    ? error.details
    : null;
}

/** The server's own message for a failed call, or null to let the screen use its fallback. */
export function serverMessage(error: unknown): string | null {
  return parseApiError(error).message;
}

/** True when the failed call was answered with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return parseApiError(error).status === status;
}

/** True when the failed call was answered with this code. */
export function hasCode(error: unknown, code: ApiErrorCode): boolean {
  return isApiError(error) && error.is(code);
}

/** The fields a refused form names (empty for anything else). */
export function errorFields(error: unknown): Readonly<Record<string, string>> {
  return isApiError(error) ? error.fields : {};
}
