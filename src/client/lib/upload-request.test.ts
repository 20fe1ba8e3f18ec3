import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/api/contract';
import { STORAGE_KEYS } from '@shared/product';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  LONG_REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_MESSAGE,
} from '@shared/client-config/request';
import { fakeXhr } from '@client/test/fake-xhr';
import { ApiError } from './api-error';
import { UPLOAD_NETWORK_ERROR, isAbortError, uploadForm } from './upload-request';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const form = () => {
  const data = new FormData();
  data.append('recordingMode', 'upload');
  return data;
};

describe('uploadForm', () => {
  it('sends cookies, the user header and the time-out it is given, and reports progress', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'user-7' }));
    const xhr = fakeXhr(() => ({
      status: 200,
      body: { ok: true },
      headers: { 'x-session-id': 'sess-2' },
    }));
    const progress: number[] = [];
    const uploaded = vi.fn();

    const reply = await uploadForm(routes.transcribe, form(), {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
      onUploadProgress: (percent) => progress.push(percent),
      onUploaded: uploaded,
    });

    expect(reply).toEqual({ status: 200, body: { ok: true } });
    const [request] = xhr.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/transcribe',
      withCredentials: true,
      timeout: LONG_REQUEST_TIMEOUT_MS,
    });
    expect(request?.headers['x-session-id']).toBeUndefined();
    expect(request?.headers['x-user-id']).toBe('user-7');
    // FormData brings its own multipart type and boundary.
    expect(request?.headers['content-type']).toBeUndefined();
    expect(progress).toEqual([0, 50, 100, 100]);
    expect(uploaded).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyLoginToken)).toBeNull();
  });

  it("turns a non-OK answer into an ApiError with the server's code and message", async () => {
    fakeXhr(() => ({ status: 415, body: { message: 'Nope', code: 'UNSUPPORTED_MEDIA_TYPE' } }));
    const error = await uploadForm(routes.transcribe, form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Nope' });
  });

  it('sends once, whatever the answer, with the default time-out unless told', async () => {
    const xhr = fakeXhr(() => ({ status: 502, body: { message: 'Bad Gateway' } }));
    await expect(uploadForm(routes.transcribe, form())).rejects.toMatchObject({ status: 502 });
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]?.timeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  });

  it('reports a lost connection', async () => {
    fakeXhr(() => new Error('offline'));
    await expect(uploadForm(routes.transcribe, form())).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: UPLOAD_NETWORK_ERROR,
    });
  });

  it('words a time-out as product rules R8.20 does', async () => {
    class TimingOut {
      upload = {};
      open() {}
      setRequestHeader() {}
      ontimeout: (() => void) | null = null;
      send() {
        queueMicrotask(() => this.ontimeout?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', TimingOut);
    await expect(uploadForm(routes.transcribe, form())).rejects.toMatchObject({
      code: 'CLIENT_TIMEOUT',
      message: REQUEST_TIMEOUT_MESSAGE,
    });
  });

  it('stops when its signal aborts', async () => {
    fakeXhr(() => 'hang');
    const controller = new AbortController();
    const pending = uploadForm(routes.transcribe, form(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});
