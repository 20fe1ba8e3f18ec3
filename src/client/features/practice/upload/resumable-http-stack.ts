import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { RESUMABLE_STALL_TIMEOUT_MS } from '@shared/client-config/request';
import { buildHeaders } from '@client/lib/api';

/*
 * How a resumable upload's requests go out: XMLHttpRequest (fetch cannot report how much of a
 * body has been sent) with the login cookie and the request module's headers. A request that
 * moves no byte for RESUMABLE_STALL_TIMEOUT_MS is ended as a dropped connection, since a
 * browser may wait minutes before it says so, and the upload's retry takes it from there.
 * tus-js-client's own stack would never settle a request it had not heard back from.
 */

/** A request that stopped moving; handled as a lost connection. */
export class StalledRequestError extends Error {
  override readonly name = 'StalledRequestError';
}

/** A request ended by pause or cancel. */
class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';
}

class XhrResponse implements HttpResponse {
  constructor(private readonly xhr: XMLHttpRequest) {}
  getStatus() {
    return this.xhr.status;
  }
  getHeader(name: string) {
    return this.xhr.getResponseHeader(name) ?? undefined;
  }
  getBody() {
    return this.xhr.responseText;
  }
  getUnderlyingObject() {
    return this.xhr;
  }
}

class XhrRequest implements HttpRequest {
  private readonly xhr = new XMLHttpRequest();
  private readonly headers: Record<string, string> = {};
  private progress: ((bytesSent: number) => void) | null = null;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly stallMs: number,
  ) {
    this.xhr.open(method, url, true);
    this.xhr.withCredentials = true;
    buildHeaders(undefined).forEach((value, name) => this.setHeader(name, value));
  }

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(name: string, value: string) {
    this.xhr.setRequestHeader(name, value);
    this.headers[name] = value;
  }
  getHeader(name: string) {
    return this.headers[name];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
  }

  send(body: unknown = null): Promise<HttpResponse> {
    const { xhr } = this;
    return new Promise((resolve, reject) => {
      let stall: ReturnType<typeof setTimeout> | undefined;
      const settle = (outcome: () => void) => {
        clearTimeout(stall);
        outcome();
      };
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          xhr.onabort = null;
          xhr.abort();
          reject(new StalledRequestError(`${this.method} ${this.url} stopped moving`));
        }, this.stallMs);
      };
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable) this.progress?.(event.loaded);
      };
      xhr.onload = () => settle(() => resolve(new XhrResponse(xhr)));
      xhr.onerror = () => settle(() => reject(new Error(`${this.method} ${this.url} failed`)));
      xhr.onabort = () => settle(() => reject(new RequestAbortedError('Request aborted')));
      watch();
      xhr.send(body as XMLHttpRequestBodyInit | null);
    });
  }

  abort() {
    this.xhr.abort();
    return Promise.resolve();
  }

  getUnderlyingObject() {
    return this.xhr;
  }
}

export function createResumableHttpStack(stallMs = RESUMABLE_STALL_TIMEOUT_MS): HttpStack {
  return {
    createRequest: (method, url) => new XhrRequest(method, url, stallMs),
    getName: () => 'CadenceXhrStack',
  };
}
