import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_STALL_TIMEOUT_MS } from '@shared/client-config/request';
import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import { ApiError, NO_ANSWER } from '@client/lib/api-error';
import { TOO_LARGE_MESSAGE, fakeTusServer } from '../testing/fake-tus-server';
import {
  discardStoredUpload,
  startResumableUpload,
  uploadIdOf,
  type ResumableStatus,
  type ResumableUploadOptions,
} from './resumable-upload';
import { listStoredUploads } from './stored-uploads';
import type { TransferProgress } from './transfer-meter';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const KB = 1024;
const OWNER = '2f1c8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c';

const wavFile = (size = 20 * KB) =>
  new File([new Uint8Array(size)], 'talk.wav', { type: 'audio/wav', lastModified: 1_700_000_000 });

/** An upload in 8 KB chunks that retries at once, with what it reported. */
function start(file: File, options: Partial<ResumableUploadOptions> = {}) {
  const progress: TransferProgress[] = [];
  const statuses: ResumableStatus[] = [];
  const upload = startResumableUpload(file, {
    ownerId: OWNER,
    chunkSize: 8 * KB,
    retryDelays: [0, 0],
    onProgress: (update) => progress.push(update),
    onStatus: (status) => statuses.push(status),
    ...options,
  });
  // Tests that stop an upload need not wait for its end.
  upload.finished.catch(() => {});
  return { upload, progress, statuses };
}

const patchOffsets = (server: ReturnType<typeof fakeTusServer>) =>
  server.requestsTo('PATCH').map((request) => Number(request.headers['upload-offset']));

describe('a resumable upload', () => {
  it('creates the upload, sends the file in chunks and answers its id', async () => {
    const server = fakeTusServer();
    const { upload } = start(wavFile());
    await expect(upload.finished).resolves.toBe('upload-0001');

    const [create] = server.requestsTo(`POST ${RESUMABLE_UPLOADS_PATH}`);
    expect(create?.headers['upload-length']).toBe(String(20 * KB));
    expect(create?.headers['tus-resumable']).toBe('1.0.0');
    expect(create?.withCredentials).toBe(true);
    expect(server.uploads.get('upload-0001')?.metadata).toEqual({
      filename: 'talk.wav',
      filetype: 'audio/wav',
    });
    expect(patchOffsets(server)).toEqual([0, 8 * KB, 16 * KB]);
    expect(server.requestsTo('PATCH')[0]?.headers['content-type']).toBe(
      'application/offset+octet-stream',
    );
    // Finished: nothing is left to continue after a reload.
    expect(listStoredUploads(OWNER)).toEqual([]);
  });

  it('reports the bytes sent, the speed and the time left', async () => {
    fakeTusServer();
    let clock = 0;
    // Each report comes half a second after the one before.
    const { upload, progress } = start(wavFile(), { now: () => (clock += 500) });
    await upload.finished;

    expect(progress.at(-1)).toMatchObject({
      bytesSent: 20 * KB,
      bytesTotal: 20 * KB,
      percent: 100,
    });
    const measured = progress.filter((update) => update.bytesPerSecond !== null);
    expect(measured.length).toBeGreaterThan(0);
    for (const update of measured) {
      expect(update.secondsLeft).toBe(
        Math.ceil((update.bytesTotal - update.bytesSent) / update.bytesPerSecond!),
      );
    }
    expect(progress[0]?.bytesPerSecond).toBeNull();
  });

  it("shows a refusal at creation as the server's ApiError and does not send it again", async () => {
    const server = fakeTusServer({ maxBytes: 10 * KB });
    const { upload } = start(wavFile());
    const error = await upload.finished.catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      serverMessage: TOO_LARGE_MESSAGE,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('never sends a refused chunk again, nor a server error', async () => {
    const server = fakeTusServer();
    server.failNext('PATCH', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } });
    const { upload } = start(wavFile());
    await expect(upload.finished).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(server.requestsTo('PATCH')).toHaveLength(1);
  });

  it("retries a lost connection from the server's offset", async () => {
    const server = fakeTusServer();
    server.failNext('PATCH', 'network');
    server.failNext('PATCH', { status: 503 });
    const { upload, statuses } = start(wavFile());
    await expect(upload.finished).resolves.toBe('upload-0001');

    // The first two PATCHes fail; each retry asks for the offset (HEAD) and goes on from there.
    expect(patchOffsets(server)).toEqual([0, 0, 0, 8 * KB, 16 * KB]);
    expect(server.requestsTo('HEAD')).toHaveLength(2);
    expect(statuses).toEqual([]);
  });

  it('treats a request that stops moving as a dropped connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeTusServer();
    server.failNext('PATCH', 'hang');
    const { upload } = start(wavFile());
    await vi.advanceTimersByTimeAsync(RESUMABLE_STALL_TIMEOUT_MS - 1);
    expect(server.requestsTo('PATCH')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(upload.finished).resolves.toBe('upload-0001');
    expect(patchOffsets(server)).toEqual([0, 0, 8 * KB, 16 * KB]);
  });

  it('waits for resume once the retries run out, keeping what was sent', async () => {
    const server = fakeTusServer();
    server.holdPatches(true);
    const { upload, statuses } = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    server.release();
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(2));
    // The second chunk loses its connection three times: the first try and both retries.
    ['network', 'network', 'network'].forEach(() => server.failNext('PATCH', 'network'));
    server.holdPatches(false);
    await vi.waitFor(() => expect(statuses).toEqual(['interrupted']));
    expect(server.uploads.get('upload-0001')?.offset).toBe(8 * KB);

    upload.resume();
    await expect(upload.finished).resolves.toBe('upload-0001');
    expect(statuses).toEqual(['interrupted', 'uploading']);
    expect(patchOffsets(server)).toEqual([0, 8 * KB, 8 * KB, 8 * KB, 8 * KB, 16 * KB]);
    expect(server.requestsTo('POST')).toHaveLength(1);
  });

  it('pauses and resumes where the server stopped', async () => {
    const server = fakeTusServer();
    server.holdPatches(true);
    const { upload, statuses } = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    server.release();
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(2));

    upload.pause();
    expect(statuses).toEqual(['paused']);
    server.holdPatches(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The paused chunk was abandoned: nothing more was sent.
    expect(server.requestsTo('PATCH')).toHaveLength(2);
    expect(server.uploads.get('upload-0001')?.offset).toBe(8 * KB);

    upload.resume();
    await expect(upload.finished).resolves.toBe('upload-0001');
    expect(statuses).toEqual(['paused', 'uploading']);
    expect(patchOffsets(server)).toEqual([0, 8 * KB, 8 * KB, 16 * KB]);
  });

  it('continues the same file after a reload from what the server holds', async () => {
    const server = fakeTusServer();
    server.holdPatches(true);
    const first = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    server.release();
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(2));
    // The page goes away mid-chunk; the browser keeps the upload's address.
    first.upload.abort();
    await expect(first.upload.finished).rejects.toMatchObject({ name: 'AbortError' });
    expect(listStoredUploads(OWNER)).toMatchObject([
      { size: 20 * KB, metadata: { filename: 'talk.wav' } },
    ]);
    server.holdPatches(false);

    // The person chooses the same file again: a new File object with the same name, size and date.
    const again = start(wavFile());
    await expect(again.upload.finished).resolves.toBe('upload-0001');
    expect(server.requestsTo('POST')).toHaveLength(1);
    expect(server.requestsTo('HEAD')).toHaveLength(1);
    expect(patchOffsets(server).slice(2)).toEqual([8 * KB, 16 * KB]);
    expect(again.progress[0]).toMatchObject({ bytesSent: 8 * KB });
  });

  it('starts afresh when the server no longer has the stored upload', async () => {
    const server = fakeTusServer();
    server.holdPatches(true);
    const first = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    first.upload.abort();
    server.holdPatches(false);
    server.uploads.clear();

    const again = start(wavFile());
    await expect(again.upload.finished).resolves.toBe('upload-0002');
    expect(server.requestsTo('HEAD')).toHaveLength(1);
    expect(listStoredUploads(OWNER)).toEqual([]);
  });

  it("keeps each person's unfinished uploads apart", async () => {
    const server = fakeTusServer();
    server.holdPatches(true);
    const { upload } = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    upload.abort();
    expect(listStoredUploads(OWNER)).toHaveLength(1);
    expect(listStoredUploads('someone-else')).toEqual([]);
  });
});

describe('discarding an unfinished upload', () => {
  async function leaveUnfinished(server: ReturnType<typeof fakeTusServer>) {
    server.holdPatches(true);
    const { upload } = start(wavFile());
    await vi.waitFor(() => expect(server.requestsTo('PATCH')).toHaveLength(1));
    upload.abort();
    server.holdPatches(false);
    const [stored] = listStoredUploads(OWNER);
    return stored!;
  }

  it('deletes it on the server and forgets it', async () => {
    const server = fakeTusServer();
    const stored = await leaveUnfinished(server);
    await discardStoredUpload(stored);
    expect(server.requestsTo(`DELETE ${RESUMABLE_UPLOADS_PATH}/upload-0001`)).toHaveLength(1);
    expect(server.uploads.size).toBe(0);
    expect(listStoredUploads(OWNER)).toEqual([]);
  });

  it('forgets one the server no longer has', async () => {
    const server = fakeTusServer();
    const stored = await leaveUnfinished(server);
    server.uploads.clear();
    await discardStoredUpload(stored);
    expect(listStoredUploads(OWNER)).toEqual([]);
  });

  it('keeps it listed when the server cannot be reached', async () => {
    const server = fakeTusServer();
    const stored = await leaveUnfinished(server);
    server.failNext('DELETE', 'network');
    await expect(discardStoredUpload(stored, { retryDelays: [] })).rejects.toMatchObject({
      code: NO_ANSWER.network,
    });
    expect(listStoredUploads(OWNER)).toHaveLength(1);
  });
});

describe("an upload's id", () => {
  it('is the last segment of its address', () => {
    expect(uploadIdOf('http://localhost:3000/api/uploads/upload-0001')).toBe('upload-0001');
    expect(uploadIdOf('/api/uploads/')).toBeNull();
    expect(uploadIdOf(null)).toBeNull();
  });
});
