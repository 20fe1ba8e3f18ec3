import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/api/contract';
import { STORAGE_KEYS } from '@shared/product';
import { REQUEST_TIMEOUT_MESSAGE } from '@shared/client-config/request';
import { apiRequest, getQueryFn } from './api';
import { createQueryClient } from './query-client';
import { removeLegacyLoginToken } from './browser-storage';

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
  it('sends credentials (the login cookie), the stored user id and a JSON body, never an x-session-id header', async () => {
    window.localStorage.setItem(STORAGE_KEYS.legacyLoginToken, 'sess-1');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'user-7', name: 'A' }));
    fetchMock.mockResolvedValue(reply(200, '{}'));

    const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
    await apiRequest(routes.sendContactMessage, { body: contact });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    const init = sentInit();
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.has('x-session-id')).toBe(false);
    expect(headers.get('x-user-id')).toBe('user-7');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify(contact));
  });

  it('leaves out the x-session-id and user headers when nothing is stored', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest(routes.currentUser);
    const headers = new Headers(sentInit().headers);
    expect(headers.has('x-session-id')).toBe(false);
    expect(headers.has('x-user-id')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });

  it('passes FormData through without naming a content type', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    const form = new FormData();
    form.append('duration', '12');
    await apiRequest(routes.transcribe, { body: form });
    expect(sentInit().body).toBe(form);
    expect(new Headers(sentInit().headers).has('content-type')).toBe(false);
  });

  it('sends a Blob as raw bytes, whatever type the Blob names', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    const piece = new Blob([new Uint8Array(8)], { type: 'audio/webm' });
    await apiRequest(routes.putLivePiece, { params: { id: 's1', seq: 0 }, body: piece });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/live-sessions/s1/pieces/0');
    expect(sentInit().body).toBe(piece);
    expect(new Headers(sentInit().headers).get('content-type')).toBe('application/octet-stream');
  });

  it('never stores a login token a server sends in a header', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}', { 'x-session-id': 'new-login' }));
    await apiRequest(routes.currentUser);
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyLoginToken)).toBeNull();
  });

  it('removes a token that an older build stored', () => {
    window.localStorage.setItem(STORAGE_KEYS.legacyLoginToken, 'old');
    removeLegacyLoginToken();
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyLoginToken)).toBeNull();
  });
});

describe('apiRequest errors', () => {
  it("words a non-OK answer as '{status}: {body text}'", async () => {
    fetchMock.mockResolvedValue(reply(404, '{"message":"Recording not found"}'));
    await expect(apiRequest(routes.getRecording, { params: { id: '9' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Recording not found',
    });
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest(routes.getAdminStats)).rejects.toMatchObject({
      status: 403,
      message: '403 Forbidden',
      serverMessage: null,
    });
  });
});

describe('time-outs', () => {
  it('aborts a call after 30 s with the timeout code and message, and sends it once', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = expect(apiRequest(routes.listRecordings)).rejects.toMatchObject({
      code: 'CLIENT_TIMEOUT',
      message: REQUEST_TIMEOUT_MESSAGE,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a call name its own time-out, whatever its path', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    let settled = false;
    const request = apiRequest(
      routes.finishLiveSession,
      { params: { id: 's1' }, body: {} },
      { timeoutMs: 60_000 },
    );
    request.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    const outcome = expect(request).rejects.toMatchObject({ code: 'CLIENT_TIMEOUT' });
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('reports a lost connection as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(routes.listRecordings)).rejects.toMatchObject({
      status: null,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('retries, by the query client', () => {
  const query = () =>
    createQueryClient().fetchQuery({ queryKey: ['/api/recordings'], staleTime: 0 });

  it('retries a read after a gateway error or a lost connection, waiting 1 s then 2 s', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(502, 'Bad Gateway'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(200, '{"ok":true}'));
    const result = query();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('gives up after three attempts with the last error', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(503, 'first'))
      .mockResolvedValueOnce(reply(504, 'second'))
      .mockResolvedValueOnce(reply(502, 'third'));
    const outcome = expect(query()).rejects.toMatchObject({ status: 502 });
    await vi.advanceTimersByTimeAsync(3_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal or a server error, whatever its words say', async () => {
    for (const [status, body] of [
      [413, '{"code":"RECORDING_TOO_LONG","message":"Maximum 1500 minutes; 502 timeout"}'],
      [400, 'Bad file'],
      [500, 'Internal'],
    ] as const) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(reply(status, body));
      const outcome = expect(query()).rejects.toMatchObject({ status });
      await vi.advanceTimersByTimeAsync(5_000);
      await outcome;
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('never retries a call that reached its time-out', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = expect(query()).rejects.toMatchObject({ code: 'CLIENT_TIMEOUT' });
    await vi.advanceTimersByTimeAsync(40_000);
    await outcome;
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
    await expect(runQuery('throw', ['/api/auth/me'])).rejects.toMatchObject({ status: 401 });
  });
});
