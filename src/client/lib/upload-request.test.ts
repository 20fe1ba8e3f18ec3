import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import {
  LONG_REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_MESSAGE,
  RETRY_MAX_ATTEMPTS,
} from '@shared/client-config/request';
import { fakeXhr } from '@client/test/fake-xhr';
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
  it('sends cookies, the user header and the long time-out, and reports progress', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'user-7' }));
    const xhr = fakeXhr(() => ({
      status: 200,
      body: { ok: true },
      headers: { 'x-session-id': 'sess-2' },
    }));
    const progress: number[] = [];
    const uploaded = vi.fn();

    const reply = await uploadForm('/api/transcribe', form(), {
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
    expect(window.localStorage.getItem(STORAGE_KEYS.legacySessionId)).toBeNull();
  });

  it("turns a non-OK answer into '{status}: {body text}'", async () => {
    fakeXhr(() => ({ status: 415, body: { message: 'Nope', code: 'UNSUPPORTED_MEDIA_TYPE' } }));
    await expect(uploadForm('/api/upload', form())).rejects.toThrow(
      '415: {"message":"Nope","code":"UNSUPPORTED_MEDIA_TYPE"}',
    );
  });

  it('retries /transcribe after a 502, waiting 1 s then 2 s', async () => {
    vi.useFakeTimers();
    const xhr = fakeXhr(() => ({ status: 502, body: { message: 'Bad Gateway' } }));
    const pending = uploadForm('/api/transcribe', form());
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await settled).toEqual(new Error('502: {"message":"Bad Gateway"}'));
    expect(xhr.requests).toHaveLength(RETRY_MAX_ATTEMPTS);
  });

  it('does not retry other paths or other errors', async () => {
    const xhr = fakeXhr(() => ({ status: 400, body: { message: 'Bad' } }));
    await expect(uploadForm('/api/transcribe', form())).rejects.toThrow('400:');
    expect(xhr.requests).toHaveLength(1);
  });

  it('reports a lost connection', async () => {
    fakeXhr(() => new Error('offline'));
    await expect(uploadForm('/api/upload', form())).rejects.toThrow(UPLOAD_NETWORK_ERROR);
  });

  it('words a time-out as the spec does', async () => {
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
    await expect(uploadForm('/api/upload', form())).rejects.toThrow(REQUEST_TIMEOUT_MESSAGE);
  });

  it('stops when its signal aborts', async () => {
    fakeXhr(() => 'hang');
    const controller = new AbortController();
    const pending = uploadForm('/api/upload', form(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});
