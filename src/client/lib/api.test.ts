import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { REQUEST_TIMEOUT_MESSAGE } from '@shared/client-config/request';
import { apiRequest, getQueryFn, maxAttemptsFor, requestTimeoutFor } from './api';
import { removeLegacySessionToken } from './browser-storage';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body = '', headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

/** A fetch that never answers and rejects the way browsers do when its signal aborts. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

function sentInit(call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`fetch call ${call} had no init`);
  return init;
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest headers and body', () => {
  it('sends credentials (the session cookie), the stored user id and a JSON body, never a session header', async () => {
    window.localStorage.setItem(STORAGE_KEYS.legacySessionId, 'sess-1');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'user-7', name: 'A' }));
    fetchMock.mockResolvedValue(reply(200, '{}'));

    await apiRequest('POST', '/api/contact', { name: 'Ada' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    const init = sentInit();
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.has('x-session-id')).toBe(false);
    expect(headers.get('x-user-id')).toBe('user-7');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: 'Ada' }));
  });

  it('leaves out the session and user headers when nothing is stored', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest('GET', '/api/auth/me');
    const headers = new Headers(sentInit().headers);
    expect(headers.has('x-session-id')).toBe(false);
    expect(headers.has('x-user-id')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });

  it('passes FormData through without naming a content type', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    const form = new FormData();
    form.append('duration', '12');
    await apiRequest('POST', '/api/upload', form);
    expect(sentInit().body).toBe(form);
    expect(new Headers(sentInit().headers).has('content-type')).toBe(false);
  });

  it('sends a Blob as raw bytes, whatever type the Blob names', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    const piece = new Blob([new Uint8Array(8)], { type: 'audio/webm' });
    await apiRequest('PUT', '/api/live-sessions/s1/pieces/0', piece);
    expect(sentInit().body).toBe(piece);
    expect(new Headers(sentInit().headers).get('content-type')).toBe('application/octet-stream');
  });

  it('never stores a session token a server sends in a header', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}', { 'x-session-id': 'new-session' }));
    await apiRequest('GET', '/api/auth/me');
    expect(window.localStorage.getItem(STORAGE_KEYS.legacySessionId)).toBeNull();
  });

  it('removes a token that an older build stored', () => {
    window.localStorage.setItem(STORAGE_KEYS.legacySessionId, 'old');
    removeLegacySessionToken();
    expect(window.localStorage.getItem(STORAGE_KEYS.legacySessionId)).toBeNull();
  });
});

describe('apiRequest errors', () => {
  it("words a non-OK answer as '{status}: {body text}'", async () => {
    fetchMock.mockResolvedValue(reply(404, '{"message":"Recording not found"}'));
    await expect(apiRequest('GET', '/api/recordings/9')).rejects.toThrow(
      '404: {"message":"Recording not found"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('GET', '/api/admin/stats')).rejects.toThrow('403: Forbidden');
  });
});

describe('time-outs', () => {
  it('gives transcribe and select-speaker calls 35 minutes and every other call 30 s', () => {
    expect(requestTimeoutFor('/api/transcribe')).toBe(2_100_000);
    expect(requestTimeoutFor('/api/recordings/r1/select-speaker')).toBe(2_100_000);
    expect(requestTimeoutFor('/api/recordings')).toBe(30_000);
    expect(requestTimeoutFor('/api/analyze')).toBe(30_000);
  });

  it('aborts an ordinary call after 30 s with the timeout message', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = expect(apiRequest('GET', '/api/recordings')).rejects.toThrow(
      REQUEST_TIMEOUT_MESSAGE,
    );
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a select-speaker call run for 35 minutes before aborting', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    let settled = false;
    const request = apiRequest('POST', '/api/recordings/r1/select-speaker', { speaker: 'A' });
    request.catch(() => {}).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(2_099_999);
    expect(settled).toBe(false);
    const outcome = expect(request).rejects.toThrow(REQUEST_TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('lets a call name its own time-out', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    let settled = false;
    const request = apiRequest('POST', '/api/live-sessions/s1/finish', {}, { timeoutMs: 60_000 });
    request.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    const outcome = expect(request).rejects.toThrow(REQUEST_TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('retries', () => {
  it('retries only transcribe and analyze calls, three attempts in all', () => {
    expect(maxAttemptsFor('/api/transcribe')).toBe(3);
    expect(maxAttemptsFor('/api/recordings/r1/analyze')).toBe(3);
    expect(maxAttemptsFor('/api/recordings/r1/select-speaker')).toBe(1);
    expect(maxAttemptsFor('/api/auth/signin')).toBe(1);
  });

  it('retries a transcribe call on 502 and 500, waiting 1 s then 2 s', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(502, 'Bad Gateway'))
      .mockResolvedValueOnce(reply(500, 'Internal'))
      .mockResolvedValueOnce(reply(200, '{"ok":true}'));

    const request = apiRequest('POST', '/api/transcribe', new FormData());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const response = await request;
    expect(response.status).toBe(200);
  });

  it('retries a transcribe call after a client time-out', async () => {
    fetchMock.mockImplementationOnce(hangUntilAborted).mockResolvedValueOnce(reply(200, '{}'));
    const request = apiRequest('POST', '/api/transcribe', new FormData());
    await vi.advanceTimersByTimeAsync(2_100_000 + 1_000);
    await expect(request).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws the last error once the three attempts are spent', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(500, 'first'))
      .mockResolvedValueOnce(reply(502, 'second'))
      .mockResolvedValueOnce(reply(500, 'third'));
    const outcome = expect(apiRequest('POST', '/api/transcribe', new FormData())).rejects.toThrow(
      '500: third',
    );
    await vi.advanceTimersByTimeAsync(3_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a transcribe call on other errors', async () => {
    fetchMock.mockResolvedValue(reply(400, 'Bad file'));
    await expect(apiRequest('POST', '/api/transcribe', new FormData())).rejects.toThrow(
      '400: Bad file',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry other calls, even on 500', async () => {
    fetchMock.mockResolvedValue(reply(500, 'Internal'));
    await expect(apiRequest('GET', '/api/recordings')).rejects.toThrow('500: Internal');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('getQueryFn', () => {
  async function runQuery(on401: 'throw' | 'returnNull', queryKey: string[]): Promise<unknown> {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn =
      on401 === 'throw' ? getQueryFn<unknown>({ on401 }) : getQueryFn<unknown>({ on401 });
    return client.fetchQuery({ queryKey, queryFn });
  }

  it('reads the path formed by joining the query key', async () => {
    fetchMock.mockResolvedValue(reply(200, '{"id":"r1"}'));
    await expect(runQuery('throw', ['/api/recordings', 'r1'])).resolves.toEqual({ id: 'r1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/recordings/r1');
    expect(sentInit().method).toBe('GET');
  });

  it('yields null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(reply(401, 'Not signed in'));
    await expect(runQuery('returnNull', ['/api/auth/me'])).resolves.toBeNull();
  });

  it('throws on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(reply(401, 'Not signed in'));
    await expect(runQuery('throw', ['/api/auth/me'])).rejects.toThrow('401: Not signed in');
  });
});
