import { vi } from 'vitest';

/*
 * A fake XMLHttpRequest for upload tests: each send is answered by `respond`,
 * after reporting upload progress at 50 % and 100 %. Every request is kept so
 * a test can read the form the screen sent.
 */

export type FakeXhrRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  timeout: number;
  form: FormData;
};

export type FakeXhrReply = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

type Responder = (
  request: FakeXhrRequest,
) => FakeXhrReply | Error | Promise<FakeXhrReply | Error | 'hang'> | 'hang';

type ProgressHandler = ((event: ProgressEvent) => void) | null;

export function fakeXhr(respond: Responder) {
  const requests: FakeXhrRequest[] = [];

  class FakeXMLHttpRequest {
    upload: { onprogress: ProgressHandler; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    withCredentials = false;
    timeout = 0;
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private path = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private aborted = false;

    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const request: FakeXhrRequest = {
        method: this.method,
        path: this.path,
        headers: { ...this.headers },
        withCredentials: this.withCredentials,
        timeout: this.timeout,
        form: body,
      };
      requests.push(request);
      void (async () => {
        await Promise.resolve();
        const progress = (loaded: number) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        progress(50);
        progress(100);
        this.upload.onload?.();
        const reply = await respond(request);
        if (this.aborted || reply === 'hang') return;
        if (reply instanceof Error) {
          this.onerror?.();
          return;
        }
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.responseHeaders = Object.fromEntries(
          Object.entries(reply.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
        );
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests };
}

/** The text fields of a sent form, for assertions. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}
