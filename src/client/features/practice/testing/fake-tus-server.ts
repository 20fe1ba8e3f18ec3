import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import { type FakeXhrReply, type FakeXhrRequest, installFakeXhr } from '@client/test/fake-xhr';

/*
 * A fake tus 1.0.0 server behind the fake XMLHttpRequest (test/fake-xhr.ts), for resumable upload tests: POST
 * creates, HEAD tells the offset, PATCH appends, DELETE terminates, with the server's JSON
 * refusals. A test can make the next request of a method fail (a lost connection, a refusal,
 * or no answer at all), hold PATCHes until it releases them, or start with an upload the
 * server already holds part of. Every request is kept. A request to any other path is
 * answered by `other` (the multipart upload), or fails the test.
 */

export type TusFault = 'network' | 'hang' | { status: number; body?: unknown };

export type TusRequest = FakeXhrRequest;

export type TusReply = FakeXhrReply;

type StoredUpload = { length: number; offset: number; metadata: Record<string, string> };

type FakeTusOptions = {
  /** Creation refuses a larger Upload-Length with 413 PAYLOAD_TOO_LARGE. */
  maxBytes?: number;
  /** Answers requests to any other path (the multipart POST /api/transcribe). */
  other?: (request: TusRequest) => TusReply;
};

export const TOO_LARGE_MESSAGE = 'This file is larger than the 2.5GB the server accepts.';

function decodeMetadata(header: string | undefined): Record<string, string> {
  if (!header) return {};
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key = '', value = ''] = pair.trim().split(' ');
      return [key, value ? atob(value) : ''];
    }),
  );
}

export function fakeTusServer({ maxBytes = Infinity, other }: FakeTusOptions = {}) {
  const uploads = new Map<string, StoredUpload>();
  const unexpected: string[] = [];
  const faults: { method: string; fault: TusFault }[] = [];
  let holding = false;
  let held: (() => void)[] = [];
  let created = 0;

  const idOf = (path: string) => path.slice(RESUMABLE_UPLOADS_PATH.length + 1);

  function answer(request: TusRequest): TusReply | 'network' | 'hang' {
    const faultIndex = faults.findIndex((entry) => entry.method === request.method);
    if (faultIndex >= 0) {
      return faults.splice(faultIndex, 1)[0]!.fault;
    }
    const { method, path, headers } = request;
    if (method === 'POST' && path === RESUMABLE_UPLOADS_PATH) {
      const length = Number(headers['upload-length']);
      if (length > maxBytes) {
        return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE_MESSAGE } };
      }
      created += 1;
      const id = `upload-${String(created).padStart(4, '0')}`;
      uploads.set(id, { length, offset: 0, metadata: decodeMetadata(headers['upload-metadata']) });
      return { status: 201, headers: { Location: `${RESUMABLE_UPLOADS_PATH}/${id}` } };
    }
    if (!path.startsWith(`${RESUMABLE_UPLOADS_PATH}/`)) {
      if (other) return other(request);
      unexpected.push(`${method} ${path}`);
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No fake route' } };
    }
    const id = idOf(path);
    const upload = uploads.get(id);
    if (!upload) return { status: 404, body: { code: 'NOT_FOUND', message: 'Upload not found' } };
    if (method === 'HEAD') {
      return {
        status: 200,
        headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) },
      };
    }
    if (method === 'PATCH') {
      if (Number(headers['upload-offset']) !== upload.offset) {
        return { status: 409, body: { code: 'CONFLICT', message: 'Offset mismatch' } };
      }
      upload.offset += request.bodySize;
      return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
    }
    if (method === 'DELETE') {
      uploads.delete(id);
      return { status: 204 };
    }
    unexpected.push(`${method} ${path}`);
    return { status: 405 };
  }

  const { requests } = installFakeXhr(async (request, exchange) => {
    if (request.method === 'PATCH' && holding) {
      await new Promise<void>((release) => held.push(release));
    }
    if (exchange.isAborted()) return 'hang';
    if (request.bodySize > 0) {
      exchange.progress(Math.floor(request.bodySize / 2), request.bodySize);
      exchange.progress(request.bodySize, request.bodySize);
    }
    exchange.sent();
    const reply = answer(request);
    await Promise.resolve();
    return reply;
  });

  return {
    uploads,
    requests,
    /** Requests to no known path, for a test to check it made none. */
    unexpected,
    /** The requests of one method ('PATCH'), or to one path ('POST /api/transcribe'). */
    requestsTo: (key: string) =>
      requests.filter((request) =>
        key.includes(' ') ? `${request.method} ${request.path}` === key : request.method === key,
      ),
    /** The next request of `method` fails this way (queued: call twice for two failures). */
    failNext(method: string, fault: TusFault) {
      faults.push({ method, fault });
    },
    /** PATCHes wait until released (or aborted), so a test can pause mid-upload. */
    holdPatches(on: boolean) {
      holding = on;
      if (!on) this.release();
    },
    release() {
      const waiting = held;
      held = [];
      waiting.forEach((release) => release());
    },
    /** An upload the server already holds `offset` bytes of, as after a reload. */
    seed(id: string, upload: StoredUpload) {
      uploads.set(id, upload);
    },
  };
}

export type FakeTusServer = ReturnType<typeof fakeTusServer>;
