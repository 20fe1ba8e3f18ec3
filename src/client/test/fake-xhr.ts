import { vi } from 'vitest';

/*
 * A fake XMLHttpRequest for upload tests. `installFakeXhr` is the one fake class: each send
 * is handed to a handler, which may report upload progress, wait, and then answer (a reply,
 * a lost connection, or no answer at all). `fakeXhr` is the multipart uploads' handler: it
 * reports progress at 50 % and 100 % and answers with `respond`. Every request is kept so a
 * test can read what the screen sent.
 */

export type FakeXhrRequest = {
  method: string;
  /** The URL's path, without origin or query. */
  path: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  timeout: number;
  body: unknown;
  /** The bytes a Blob body carried; a form counts as one byte, no body as none. */
  bodySize: number;
  /** The body when it is a form (an empty form otherwise). */
  form: FormData;
};

export type FakeXhrReply = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** What a handler can do with one request before it answers. */
export type FakeXhrExchange = {
  /** Reports upload progress (loaded of total bytes). */
  progress(loaded: number, total: number): void;
  /** Reports the body as sent (upload.onload). */
  sent(): void;
  /** Whether the page aborted the request. */
  isAborted(): boolean;
};

type Answer = FakeXhrReply | Error | 'network' | 'hang';
type Handler = (request: FakeXhrRequest, exchange: FakeXhrExchange) => Answer | Promise<Answer>;

type ProgressHandler = ((event: ProgressEvent) => void) | null;

function sizeOf(body: unknown): number {
  if (body instanceof Blob) return body.size;
  return body instanceof FormData ? 1 : 0;
}

export function installFakeXhr(handle: Handler) {
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
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
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

    send(body: unknown) {
      const request: FakeXhrRequest = {
        method: this.method,
        path: new URL(this.url, window.location.href).pathname,
        headers: { ...this.headers },
        withCredentials: this.withCredentials,
        timeout: this.timeout,
        body,
        bodySize: sizeOf(body),
        form: body instanceof FormData ? body : new FormData(),
      };
      requests.push(request);
      const exchange: FakeXhrExchange = {
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        sent: () => this.upload.onload?.(),
        isAborted: () => this.aborted,
      };
      void (async () => {
        await Promise.resolve();
        const reply = await handle(request, exchange);
        if (this.aborted || reply === 'hang') return;
        if (reply instanceof Error || reply === 'network') {
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

type Responder = (
  request: FakeXhrRequest,
) => FakeXhrReply | Error | Promise<FakeXhrReply | Error | 'hang'> | 'hang';

/** Multipart uploads: progress at 50 % and 100 %, then `respond`'s answer. */
export function fakeXhr(respond: Responder) {
  return installFakeXhr(async (request, exchange) => {
    exchange.progress(50, 100);
    exchange.progress(100, 100);
    exchange.sent();
    return respond(request);
  });
}

/** The text fields of a sent form, for assertions. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}
