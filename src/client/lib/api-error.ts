/*
 * The request module turns a non-OK answer into Error('{status}: {body text}')
 * (accounts spec §7). The server's body is JSON `{ message, code?, fields? }`,
 * so screens that show the server's own words read them back out here.
 */

export type ApiErrorDetails = {
  /** The HTTP status, or null when the call never got an answer (offline, time-out). */
  status: number | null;
  /** The server's `message`, or null when the body carried none. */
  message: string | null;
  code: string | null;
};

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The raw message of anything thrown, for matching on wording. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

function readBody(body: string): { message: string | null; code: string | null } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const message = 'message' in parsed ? parsed.message : null;
      const code = 'code' in parsed ? parsed.code : null;
      return {
        message: typeof message === 'string' && message.trim() ? message : null,
        code: typeof code === 'string' ? code : null,
      };
    }
  } catch {
    // Not JSON: a proxy's HTML page, say. Its text is no message for a person.
  }
  return { message: null, code: null };
}

export function parseApiError(error: unknown): ApiErrorDetails {
  const match = STATUS_PREFIX.exec(errorText(error));
  if (!match) return { status: null, message: null, code: null };
  return { status: Number(match[1]), ...readBody(match[2] ?? '') };
}

/** The whole JSON body of a failed call, for the details an error code carries. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  const match = STATUS_PREFIX.exec(errorText(error));
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[2] ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The server's own message for a failed call, or null to let the screen use its fallback. */
export function serverMessage(error: unknown): string | null {
  return parseApiError(error).message;
}

/** True when the failed call was answered with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return parseApiError(error).status === status;
}
