import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUMABLE_UPLOADS_PATH,
  asyncJobReplySchema,
  jobStatusSchema,
} from '@shared/recordings/schemas';
import { LOGIN_COOKIE } from './modules/auth/login-cookie';
import { UPLOADS_IN_PROGRESS } from './modules/uploads/create-upload-store';
import { ffmpeg, longRealRecording, tempDir } from './speech/test/fixtures';
import { signUpAndVerify } from './test/auth-helpers';
import {
  spawnCadence,
  waitForListening,
  waitForOutput,
  type CadenceProcess,
} from './test/processes';
import { startTestBucket, type TestBucket } from './test/test-bucket';
import { createTestDatabase, type TestDatabaseTarget } from './test/test-database';
import type { TestServer } from './test/test-server';
import {
  createUpload,
  headUpload,
  patchUpload,
  transcribeUploaded,
  uploadIdFrom,
} from './test/tus-requests';

/** S3's smallest part but the last: a PATCH at least this long leaves a finished part. */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
const MB = 1024 * 1024;

/** Enough of TestServer for the helpers (signing up, tus requests), over HTTP to `base`. */
function httpTo(base: string): TestServer {
  return {
    request: (route: string, init: RequestInit & { json?: unknown; session?: string } = {}) => {
      const { json, session, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (session) headers.append('cookie', `${LOGIN_COOKIE}=${session}`);
      return fetch(`${base}${route}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
  } as unknown as TestServer;
}

/**
 * A PATCH that announces `length` bytes and sends only `sent` of them, then waits: a chunk in
 * flight when its web process dies. Settles with the status, or the error the connection ends
 * with.
 */
function patchInFlight(
  url: string,
  session: string,
  offset: number,
  length: number,
  sent: Buffer,
): { written: Promise<void>; outcome: Promise<number | Error> } {
  let written!: () => void;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  const outcome = new Promise<number | Error>((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length),
        'upload-offset': String(offset),
        cookie: `${LOGIN_COOKIE}=${session}`,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', resolve);
    request.write(sent, () => written());
  });
  return { written: writtenPromise, outcome };
}

const durationOf = (file: string) =>
  Number(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    ])
      .toString()
      .trim(),
  );

/**
 * The scaled deployment with media in a bucket: two web processes and a worker that share
 * only PostgreSQL and an S3 bucket (s3rver), each with a data folder of its own. A resumable
 * upload begun on web A goes on through web B after A is killed, and the worker analyses it
 * (decision 144). Runs when DATABASE_URL is set.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'scaled mode: a resumable upload outlives its web process',
  () => {
    let dir = '';
    let target: TestDatabaseTarget;
    let bucket: TestBucket;
    let webA: CadenceProcess;
    let webB: CadenceProcess;
    let worker: CadenceProcess;
    let baseA = '';
    let baseB = '';
    let speechWav = '';

    /** A process's own data folder and temporary folder: nothing on disk is shared. */
    const ownFolders = (name: string) => {
      const dataDir = path.join(dir, name);
      fs.mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
      return { DATA_DIR: dataDir, TMPDIR: path.join(dataDir, 'tmp') };
    };

    beforeAll(async () => {
      dir = tempDir('scale-uploads');
      target = await createTestDatabase();
      bucket = await startTestBucket();
      const env = {
        DATABASE_URL: target.databaseUrl ?? '',
        ...bucket.env,
        // Shared by every process, as in production: what one stores, another reads.
        MEDIA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        // Every upload's analysis goes to the queue, so the worker does it.
        TRANSCRIBE_SYNC_MAX_SECONDS: '0',
        SPEECH_ENGINE: 'pocketsphinx',
        RATE_LIMIT_ADDRESS_SCALE: '1000',
      };
      webA = spawnCadence(['--role', 'web'], { ...env, ...ownFolders('a') });
      webB = spawnCadence(['--role', 'web'], { ...env, ...ownFolders('b') });
      worker = spawnCadence(['--role', 'worker'], { ...env, ...ownFolders('worker') });

      // About a minute of real read speech, as 48 kHz stereo so that half of it (over 5 MiB)
      // leaves a finished S3 part, not only the store's pending `.part` object.
      const mono = longRealRecording(dir, 'speech', ['narrator'], 55);
      speechWav = path.join(dir, 'speech-48k.wav');
      ffmpeg(
        ...['-i', mono, '-ac', '2', '-ar', '48000', '-map_metadata', '-1'],
        ...['-fflags', '+bitexact', speechWav],
      );

      [baseA, baseB] = await Promise.all([
        waitForListening(webA),
        waitForListening(webB),
        waitForOutput(worker, /role worker on PostgreSQL/),
      ]);
    });

    afterAll(async () => {
      const codes = await Promise.all([webA, webB, worker].map((proc) => proc?.stop()));
      await target?.cleanup();
      await bucket?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      // A was killed; B and the worker shut down gracefully on SIGTERM.
      expect(codes.slice(1), `${webB?.output()}\n${worker?.output()}`).toEqual([0, 0]);
    });

    it('resumes on web B at the offset web A acknowledged, and the worker analyses it', async () => {
      const a = httpTo(baseA);
      const b = httpTo(baseB);
      const wav = fs.readFileSync(speechWav);
      const seconds = durationOf(speechWav);
      expect(seconds).toBeGreaterThan(50);
      const half = Math.floor(wav.length / 2);
      expect(half).toBeGreaterThan(S3_MIN_PART_BYTES);

      // Signed up and in through A; the login is a row of the shared database.
      const { session, user } = await signUpAndVerify(a);
      const me = await b.request('/api/auth/me', { session });
      expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);

      const created = await createUpload(a, { session, length: wav.length });
      expect(created.status).toBe(201);
      const uploadId = uploadIdFrom(created);
      const first = await patchUpload(a, uploadId, {
        session,
        offset: 0,
        bytes: wav.subarray(0, half),
      });
      expect(first.status).toBe(204);
      const acknowledged = Number(first.headers.get('upload-offset'));
      expect(acknowledged).toBe(half);

      // The next chunk is on its way (1 MB of it sent) when A is killed: no clean-up at all.
      const inFlight = patchInFlight(
        `${baseA}${RESUMABLE_UPLOADS_PATH}/${uploadId}`,
        session,
        acknowledged,
        wav.length - acknowledged,
        wav.subarray(acknowledged, acknowledged + MB),
      );
      await inFlight.written;
      await new Promise((resolve) => setTimeout(resolve, 500));
      webA.child.kill('SIGKILL');
      await webA.exited;
      expect(await inFlight.outcome).toBeInstanceOf(Error);

      // B reports what A acknowledged: the in-flight bytes were never stored, and the first
      // half is a finished part of the S3 multipart upload (no pending `.part` object).
      const head = await headUpload(b, uploadId, session);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(acknowledged));
      expect(head.headers.get('upload-length')).toBe(String(wav.length));
      const inProgress = async () =>
        (
          (
            await bucket.client.send(
              new ListObjectsV2Command({
                Bucket: bucket.bucket,
                Prefix: `${UPLOADS_IN_PROGRESS}/`,
              }),
            )
          ).Contents ?? []
        )
          .map((object) => object.Key ?? '')
          .filter((key) => key.includes(uploadId));
      expect(await inProgress()).toEqual([`${UPLOADS_IN_PROGRESS}/${uploadId}.info`]);

      const rest = await patchUpload(b, uploadId, {
        session,
        offset: acknowledged,
        bytes: wav.subarray(acknowledged),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(wav.length));

      const queued = await transcribeUploaded(
        b,
        { uploadId, recordingMode: 'upload', speakingType: 'practice' },
        session,
      );
      expect(queued.status).toBe(202);
      const { jobId } = asyncJobReplySchema.parse(await queued.json());
      // Queued: the upload is gone, from the protocol and from the bucket.
      expect((await headUpload(b, uploadId, session)).status).toBe(404);
      expect(await inProgress()).toEqual([]);

      // Web processes run no job handlers: only the worker can finish it.
      const deadline = Date.now() + 240_000;
      let status = jobStatusSchema.parse(
        await (await b.request(`/api/jobs/${jobId}`, { session })).json(),
      );
      while (!['completed', 'failed', 'dead_letter'].includes(status.status)) {
        if (Date.now() > deadline) throw new Error(`Job stuck: ${JSON.stringify(status)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        status = jobStatusSchema.parse(
          await (await b.request(`/api/jobs/${jobId}`, { session })).json(),
        );
      }
      expect(status.status, status.error ?? '').toBe('completed');
      expect(status.result?.recordingSource).toBe('upload');
      expect(status.result?.duration).toBeCloseTo(seconds, 0);
      expect(status.result?.wordCount).toBeGreaterThan(20);
    }, 360_000);
  },
);
