import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import type { TestServer } from './test-server';

/** tus 1.0.0 requests, as tus-js-client sends them, to a test server's resumable uploads. */

const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK_TYPE = 'application/offset+octet-stream';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The Upload-Metadata header: `key base64(value)` pairs. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');

export function createUpload(
  server: TestServer,
  options: { session?: string; length?: number | string; metadata?: string; headers?: object },
) {
  return server.request(RESUMABLE_UPLOADS_PATH, {
    method: 'POST',
    headers: {
      ...TUS,
      ...(options.length !== undefined ? { 'upload-length': String(options.length) } : {}),
      'upload-metadata':
        options.metadata ?? tusMetadata({ filename: 'speech.wav', filetype: 'audio/wav' }),
      ...options.headers,
    },
    ...(options.session ? { session: options.session } : {}),
  });
}

/** The upload's id from a creation's Location. */
export function uploadIdFrom(response: Response): string {
  const location = response.headers.get('location') ?? '';
  const prefix = `${RESUMABLE_UPLOADS_PATH}/`;
  if (!location.startsWith(prefix)) throw new Error(`Not an upload's Location: ${location}`);
  return location.slice(prefix.length);
}

export function patchUpload(
  server: TestServer,
  uploadId: string,
  options: { session?: string; offset: number; bytes: Uint8Array; headers?: object },
) {
  return server.request(`${RESUMABLE_UPLOADS_PATH}/${uploadId}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'content-type': CHUNK_TYPE,
      'upload-offset': String(options.offset),
      ...options.headers,
    },
    body: new Uint8Array(options.bytes),
    ...(options.session ? { session: options.session } : {}),
  });
}

export function headUpload(server: TestServer, uploadId: string, session?: string) {
  return server.request(`${RESUMABLE_UPLOADS_PATH}/${uploadId}`, {
    method: 'HEAD',
    headers: TUS,
    ...(session ? { session } : {}),
  });
}

export function deleteUpload(server: TestServer, uploadId: string, session?: string) {
  return server.request(`${RESUMABLE_UPLOADS_PATH}/${uploadId}`, {
    method: 'DELETE',
    headers: TUS,
    ...(session ? { session } : {}),
  });
}

/** Creates an upload of `bytes` and sends them all: the finished upload's id. */
export async function uploadWhole(
  server: TestServer,
  session: string,
  bytes: Uint8Array,
  metadata?: string,
) {
  const created = await createUpload(server, {
    session,
    length: bytes.length,
    ...(metadata ? { metadata } : {}),
  });
  if (created.status !== 201) throw new Error(`Creating an upload: ${created.status}`);
  const uploadId = uploadIdFrom(created);
  const sent = await patchUpload(server, uploadId, { session, offset: 0, bytes });
  if (sent.status !== 204) throw new Error(`Sending an upload: ${sent.status}`);
  return uploadId;
}

export function transcribeUploaded(
  server: TestServer,
  json: Record<string, unknown>,
  session?: string,
) {
  return server.request('/api/transcribe', {
    method: 'POST',
    json,
    ...(session ? { session } : {}),
  });
}
