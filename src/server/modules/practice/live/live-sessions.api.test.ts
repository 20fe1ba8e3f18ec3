import { noSpeechMessage } from '@shared/recordings/audio-issues';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PIECE_ACCOUNT_MAX } from '@shared/abuse/rate-limits';
import { FREE_PRACTICE_LIMIT, LIVE_PIECE_MAX_BYTES } from '@shared/recordings/limits';
import {
  LIVE_PIECE_CONTENT_TYPE,
  livePieceReplySchema,
  liveSessionSchema,
  openLiveSessionReplySchema,
} from '@shared/recordings/live-schemas';
import {
  asyncJobReplySchema,
  jobStatusSchema,
  practiceLimitSchema,
  recordingSchema,
} from '@shared/recordings/schemas';
import { liveSessionPieces, liveSessions, practiceSessions } from '../../../db/schema';
import { signedInUser } from '../../../test/recording-helpers';
import { whileEverySlotIsHeld } from '../../../test/work-pool-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { LIBRIVOX_DIR, ffmpeg, tempDir } from '../../../speech/test/fixtures';
import { pruneLiveSessionsJob } from './prune-live-sessions-job';
import { MEASURE_TAIL_PIECES } from './receive-live-piece';

let server: TestServer;
const dir = tempDir('live-api');
/** A WebM/Opus stream as a browser's recorder writes it (no cues, no duration), cut in pieces. */
let speechPieces: Buffer[];
let shortPieces: Buffer[];
let tooLongPieces: Buffer[];
let videoPieces: Buffer[];

/** Cuts a stream into pieces of about `bytes` (the recorder's 5 s slices are about 30 KB). */
function cut(stream: Buffer, bytes: number) {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < stream.length; offset += bytes) {
    pieces.push(stream.subarray(offset, offset + bytes));
  }
  return pieces;
}

/**
 * Written to a pipe, as a browser's recorder writes: the muxer cannot go back to put the length
 * and the index in the header. Kept in `dir` under `name` for the tests that decode it.
 */
function recordedStream(args: string[], name: string) {
  const bytes = execFileSync('ffmpeg', ['-nostdin', '-v', 'error', ...args, 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.writeFileSync(path.join(dir, name), bytes);
  return bytes;
}

function webmStream(input: string[], name: string, encoder: string[] = ['-b:a', '48k']) {
  return recordedStream([...input, '-ac', '1', '-c:a', 'libopus', ...encoder, '-f', 'webm'], name);
}

/** The length in a media file's header, as a player reads it; null when it has none. */
function headerSeconds(bytes: Buffer): number | null {
  const file = path.join(dir, `probe-${crypto.randomUUID()}`);
  fs.writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]).toString();
  fs.rmSync(file);
  const seconds = Number.parseFloat(out);
  return Number.isFinite(seconds) ? seconds : null;
}

beforeAll(async () => {
  server = await startTestServer();
  const clips = fs
    .readdirSync(LIBRIVOX_DIR)
    .filter((f) => f.endsWith('.wav'))
    .slice(0, 2)
    .map((f) => path.join(LIBRIVOX_DIR, f));
  const list = path.join(dir, 'list.txt');
  fs.writeFileSync(list, clips.map((clip) => `file '${clip}'`).join('\n'));
  speechPieces = cut(webmStream(['-f', 'concat', '-safe', '0', '-i', list], 'speech.webm'), 20_000);
  shortPieces = [webmStream(['-i', clips[0] as string, '-t', '1'], 'short.webm')];
  // 31 minutes of quiet: over the live ceiling of 30 minutes.
  tooLongPieces = cut(
    webmStream(['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '1860'], 'long.webm', [
      ...['-b:a', '6k', '-compression_level', '0', '-frame_duration', '60'],
    ]),
    100_000,
  );
  videoPieces = cut(
    recordedStream(
      [
        ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=6'],
        ...['-t', '6', '-i', clips[0] as string],
        ...['-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-f', 'webm'],
      ],
      'video.webm',
    ),
    40_000,
  );
  expect(speechPieces.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };

async function create(
  session: string,
  body: unknown = { mediaType: 'audio', mimeType: 'audio/webm;codecs=opus' },
) {
  return server.request('/api/live-sessions', {
    method: 'POST',
    session,
    headers: json,
    body: JSON.stringify(body),
  });
}

async function open(session: string) {
  const response = await create(session);
  expect(response.status).toBe(201);
  return liveSessionSchema.parse(await response.json());
}

const put = (session: string, id: string, seq: number, body: Buffer) =>
  server.request(`/api/live-sessions/${id}/pieces/${seq}`, {
    method: 'PUT',
    session,
    headers: { 'content-type': LIVE_PIECE_CONTENT_TYPE },
    body: new Uint8Array(body),
  });

const finish = (session: string, id: string, body: unknown = {}) =>
  server.request(`/api/live-sessions/${id}/finish`, {
    method: 'POST',
    session,
    headers: json,
    body: JSON.stringify(body),
  });

/** A finish with no body at all: read as `{}`. */
const finishWithoutBody = (session: string, id: string) =>
  server.request(`/api/live-sessions/${id}/finish`, { method: 'POST', session });

const discard = (session: string, id: string) =>
  server.request(`/api/live-sessions/${id}`, { method: 'DELETE', session });

async function sendAll(session: string, id: string, pieces: readonly Buffer[]) {
  for (const [seq, piece] of pieces.entries()) {
    const response = await put(session, id, seq, piece);
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

async function practiceCount(session: string) {
  const response = await server.request('/api/user/practice-limit', { session });
  return practiceLimitSchema.parse(await response.json()).practiceCount;
}

const errorOf = async (response: Response) =>
  (await response.json()) as { code: string; message: string; expected?: number };

describe('live sessions: who may do what', () => {
  it('refuses every endpoint without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all([
      server.request('/api/live-sessions', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mediaType: 'audio', mimeType: 'audio/webm' }),
      }),
      server.request('/api/live-sessions/open'),
      server.request(`/api/live-sessions/${id}/pieces/0`, {
        method: 'PUT',
        headers: { 'content-type': LIVE_PIECE_CONTENT_TYPE },
        body: Buffer.from('x'),
      }),
      server.request(`/api/live-sessions/${id}/finish`, {
        method: 'POST',
        headers: json,
        body: '{}',
      }),
      server.request(`/api/live-sessions/${id}`, { method: 'DELETE' }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('UNAUTHENTICATED');
    }
  });

  it("answers 404 for another person's session, on every endpoint, and changes nothing", async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const live = await open(owner.session);
    await sendAll(owner.session, live.id, speechPieces.slice(0, 1));
    for (const response of [
      await put(other.session, live.id, 1, speechPieces[1] as Buffer),
      await finish(other.session, live.id),
      await discard(other.session, live.id),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('NOT_FOUND');
    }
    const mine = openLiveSessionReplySchema.parse(
      await (await server.request('/api/live-sessions/open', { session: owner.session })).json(),
    );
    expect(mine.session).toMatchObject({ id: live.id, status: 'recording', pieceCount: 1 });
    const theirs = await server.request('/api/live-sessions/open', { session: other.session });
    expect(openLiveSessionReplySchema.parse(await theirs.json()).session).toBeNull();
    expect((await discard(owner.session, live.id)).status).toBe(204);
  });

  it('refuses bad creation input with the field named', async () => {
    const { session } = await signedInUser(server);
    for (const body of [
      { mediaType: 'audio', mimeType: 'text/html' },
      { mediaType: 'sound', mimeType: 'audio/webm' },
      { mimeType: 'audio/webm' },
      { mediaType: 'audio', mimeType: 'audio/webm', practicePrompt: 'x'.repeat(1001) },
    ]) {
      const response = await create(session, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
    }
    expect(await practiceCount(session)).toBe(0);
  });
});

describe('live sessions: counted once, when created', () => {
  it('takes a practice session at creation and allows one open session per person', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    expect(await practiceCount(session)).toBe(1);
    const second = await create(session);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'LIVE_SESSION_OPEN',
      liveSessionId: live.id,
    });
    expect(await practiceCount(session)).toBe(1);
    expect((await discard(session, live.id)).status).toBe(204);
    expect(await practiceCount(session)).toBe(0);
  });

  it('refuses a free user at the limit, and admits one of several opened together', async () => {
    const { user, session } = await signedInUser(server);
    for (let i = 0; i < FREE_PRACTICE_LIMIT - 1; i += 1) {
      await server.db.insert(practiceSessions).values({ userId: user.id });
    }
    const responses = await Promise.all(Array.from({ length: 6 }, () => create(session)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect(['PRACTICE_LIMIT_REACHED', 'LIVE_SESSION_OPEN']).toContain(
        (await errorOf(response)).code,
      );
    }
    expect(await practiceCount(session)).toBe(FREE_PRACTICE_LIMIT);
    const rows = await server.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('live sessions: pieces', () => {
  it('takes pieces in order and refuses bad ones with a clear 4xx, losing nothing stored', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const [first, second, third] = speechPieces as [Buffer, Buffer, Buffer];

    const early = await put(session, live.id, 1, second);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: 'PIECE_OUT_OF_ORDER', expected: 0 });

    const garbageFirst = await put(session, live.id, 0, Buffer.from('<html><script>x</script>'));
    expect(garbageFirst.status).toBe(400);
    expect((await errorOf(garbageFirst)).code).toBe('INVALID_PIECE');

    const empty = await put(session, live.id, 0, Buffer.alloc(0));
    expect(empty.status).toBe(400);

    const ok = await put(session, live.id, 0, first);
    expect(ok.status).toBe(200);
    const reply = livePieceReplySchema.parse(await ok.json());
    expect(reply).toMatchObject({ seq: 0, pieceCount: 1 });
    expect(reply.receivedSeconds).toBeGreaterThan(2);

    const duplicate = await put(session, live.id, 0, first);
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toMatchObject({ code: 'PIECE_ALREADY_RECEIVED', expected: 1 });

    // Refused before anything stored is read: a piece too small to hold 50 ms of audio, and
    // the first piece (its container header) sent again as a new one.
    const tiny = await put(session, live.id, 1, Buffer.from([0x1f]));
    expect(tiny.status).toBe(400);
    expect((await errorOf(tiny)).code).toBe('INVALID_PIECE');
    const headerAgain = await put(session, live.id, 1, first);
    expect(headerAgain.status).toBe(400);
    expect((await errorOf(headerAgain)).code).toBe('INVALID_PIECE');

    const garbage = await put(session, live.id, 1, Buffer.alloc(20_000, 7));
    expect(garbage.status).toBe(400);
    expect((await errorOf(garbage)).code).toBe('INVALID_PIECE');

    const tooLarge = await put(session, live.id, 1, Buffer.alloc(LIVE_PIECE_MAX_BYTES + 1, 1));
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).code).toBe('PIECE_TOO_LARGE');

    // The good pieces still follow on, as if nothing bad had been sent.
    expect((await put(session, live.id, 1, second)).status).toBe(200);
    expect((await put(session, live.id, 2, third)).status).toBe(200);
    const stored = await server.db
      .select()
      .from(liveSessionPieces)
      .where(eq(liveSessionPieces.sessionId, live.id));
    expect(stored.map((piece) => piece.seq).sort()).toEqual([0, 1, 2]);
    expect(stored.map((piece) => piece.size)).toEqual([first.length, second.length, third.length]);
    expect((await discard(session, live.id)).status).toBe(204);
  });

  it('measures a piece from the header and the last pieces, not the whole session', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const stream = webmStream(
      ['-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt')],
      'measured.webm',
    );
    const pieces = cut(stream, 5_000);
    expect(pieces.length).toBeGreaterThan(MEASURE_TAIL_PIECES + 3);
    const received: number[] = [];
    for (const [seq, piece] of pieces.entries()) {
      if (seq === MEASURE_TAIL_PIECES + 2) {
        // The pieces between the header and the tail are not read: one gone from the store
        // (as it never would be) changes nothing for the pieces that follow.
        const [second] = await server.db
          .select()
          .from(liveSessionPieces)
          .where(eq(liveSessionPieces.sessionId, live.id))
          .orderBy(liveSessionPieces.seq)
          .offset(1)
          .limit(1);
        await server.running.services.media.remove(second?.mediaKey ?? '');
        // Bytes that are not audio add nothing, and are refused, measured from the tail too.
        const garbage = await put(session, live.id, seq, crypto.randomBytes(5_000));
        expect((await errorOf(garbage)).code).toBe('INVALID_PIECE');
      }
      const answer = await put(session, live.id, seq, piece);
      expect(answer.status, await answer.clone().text()).toBe(200);
      received.push(livePieceReplySchema.parse(await answer.json()).receivedSeconds);
    }
    // Every piece moved the end on, and the last says how long the whole recording is.
    expect(received.every((seconds, i) => i === 0 || seconds > (received[i - 1] ?? 0))).toBe(true);
    const whole = path.join(dir, 'measured.wav');
    ffmpeg('-i', path.join(dir, 'measured.webm'), '-ar', '16000', whole);
    expect(received.at(-1)).toBeCloseTo((fs.statSync(whole).size - 44) / 32_000, 0);
    expect((await discard(session, live.id)).status).toBe(204);
  });

  it('limits the pieces one login sends a minute, with 429 and when to retry', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const answers: number[] = [];
    for (let i = 0; i < LIVE_PIECE_ACCOUNT_MAX; i += 1) {
      answers.push((await put(session, live.id, 0, Buffer.from([i]))).status);
    }
    expect(answers.every((status) => status === 400)).toBe(true);
    const limited = await put(session, live.id, 0, speechPieces[0] as Buffer);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await discard(session, live.id)).status).toBe(204);
  });

  it('refuses pieces past 30 minutes of audio and keeps what came before', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const responses: Response[] = [];
    for (const [seq, piece] of tooLongPieces.entries()) {
      const response = await put(session, live.id, seq, piece);
      responses.push(response);
      if (response.status !== 200) break;
    }
    const refused = responses.at(-1) as Response;
    expect(refused.status).toBe(413);
    expect((await errorOf(refused)).code).toBe('RECORDING_TOO_LONG');
    const state = openLiveSessionReplySchema.parse(
      await (await server.request('/api/live-sessions/open', { session })).json(),
    ).session;
    expect(state?.pieceCount).toBe(responses.length - 1);
    expect(state?.receivedSeconds).toBeLessThanOrEqual(30 * 60);
    expect((await discard(session, live.id)).status).toBe(204);
  });

  it('refuses a piece number that is not a whole number', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const response = await put(session, live.id, -1, speechPieces[0] as Buffer);
    expect(response.status).toBe(400);
    const named = await server.request(`/api/live-sessions/${live.id}/pieces/abc`, {
      method: 'PUT',
      session,
      headers: { 'content-type': LIVE_PIECE_CONTENT_TYPE },
      body: new Uint8Array(speechPieces[0] as Buffer),
    });
    expect(named.status).toBe(400);
    expect((await discard(session, live.id)).status).toBe(204);
  });
});

describe('live sessions: finishing, after a reload too', () => {
  it(
    'analyses what arrived into one recording, counted once, that plays back whole',
    { timeout: 180_000 },
    async () => {
      const { session } = await signedInUser(server);
      const live = await open(session);
      await sendAll(session, live.id, speechPieces);
      // A reload: the page asks for the unfinished session and finishes it.
      const found = openLiveSessionReplySchema.parse(
        await (await server.request('/api/live-sessions/open', { session })).json(),
      ).session;
      expect(found).toMatchObject({ id: live.id, pieceCount: speechPieces.length });

      // The rest is analysed in one of the prompt slots: while other people's work holds
      // them all, the Stop waits its turn.
      const response = await whileEverySlotIsHeld(server.running.services.promptPool, () =>
        finish(session, found?.id ?? ''),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const recording = recordingSchema.parse(await response.json());
      expect(recording.recordingSource).toBe('live');
      expect(recording.wordCount).toBeGreaterThan(20);
      expect(recording.analysisStatus).toBe('complete');
      expect(await practiceCount(session)).toBe(1);

      const media = await server.request(`/api/recordings/${recording.id}/media`, { session });
      expect(media.status).toBe(200);
      // The pieces, with the length and index the recorder could not write (decision 185):
      // a player shows its length and seeks.
      const bytes = Buffer.from(await media.arrayBuffer());
      expect(headerSeconds(Buffer.concat(speechPieces))).toBeNull();
      expect(headerSeconds(bytes)).toBeCloseTo(recording.duration ?? 0, 0);

      // Closed now: no more pieces, no second finish, nothing open, pieces gone.
      expect(
        (await errorOf(await put(session, live.id, speechPieces.length, speechPieces[0] as Buffer)))
          .code,
      ).toBe('LIVE_SESSION_CLOSED');
      const again = await finish(session, live.id);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe('LIVE_SESSION_CLOSED');
      expect(
        openLiveSessionReplySchema.parse(
          await (await server.request('/api/live-sessions/open', { session })).json(),
        ).session,
      ).toBeNull();
      const left = await server.db
        .select()
        .from(liveSessionPieces)
        .where(eq(liveSessionPieces.sessionId, live.id));
      expect(left).toHaveLength(0);
    },
  );

  it(
    'streams a video the same way; without body-language samples its frames go to the worker',
    { timeout: 180_000 },
    async () => {
      const { session } = await signedInUser(server);
      const created = await create(session, {
        mediaType: 'video',
        mimeType: 'video/webm;codecs=vp8,opus',
      });
      expect(created.status).toBe(201);
      const live = liveSessionSchema.parse(await created.json());
      await sendAll(session, live.id, videoPieces);
      const response = await finish(session, live.id);
      expect(response.status, await response.clone().text()).toBe(202);
      const job = asyncJobReplySchema.parse(await response.json());
      let status = jobStatusSchema.parse(
        await (await server.request(`/api/jobs/${job.jobId}`, { session })).json(),
      );
      for (
        let i = 0;
        i < 240 && status.status !== 'completed' && status.status !== 'failed';
        i += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        status = jobStatusSchema.parse(
          await (await server.request(`/api/jobs/${job.jobId}`, { session })).json(),
        );
      }
      expect(status.status).toBe('completed');
      expect(status.result?.recordingSource).toBe('live');
      expect(status.result?.mediaType).toBe('video');
      expect(await practiceCount(session)).toBe(1);
      const media = await server.request(`/api/recordings/${status.result?.id}/media`, { session });
      expect(media.headers.get('content-type')).toMatch(/^video\/webm/);
      expect(headerSeconds(Buffer.from(await media.arrayBuffer()))).toBeCloseTo(6, 0);
      const [row] = await server.db.select().from(liveSessions).where(eq(liveSessions.id, live.id));
      expect(row?.status).toBe('finished');
    },
  );

  it('refuses a recording under 3 s at finish and gives the session back', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    await sendAll(session, live.id, shortPieces);
    const response = await finish(session, live.id);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('RECORDING_TOO_SHORT');
    expect(await practiceCount(session)).toBe(0);
    const [row] = await server.db.select().from(liveSessions).where(eq(liveSessions.id, live.id));
    expect(row?.status).toBe('discarded');
  });

  it('refuses a recording with no speech at finish, says why, and gives the session back', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    const quiet = webmStream(
      ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '8'],
      'quiet.webm',
    );
    await sendAll(session, live.id, [quiet]);
    const response = await finish(session, live.id);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'NO_SPEECH_DETECTED',
      message: noSpeechMessage('silence'),
      reason: 'silence',
    });
    expect(await practiceCount(session)).toBe(0);
    const [row] = await server.db.select().from(liveSessions).where(eq(liveSessions.id, live.id));
    expect(row?.status).toBe('discarded');
  });

  it(
    'reads a finish without a body as {}: 404 for another person, the recording for the owner',
    { timeout: 180_000 },
    async () => {
      const owner = await signedInUser(server);
      const other = await signedInUser(server);
      const live = await open(owner.session);
      await sendAll(owner.session, live.id, speechPieces.slice(0, 2));

      const theirs = await finishWithoutBody(other.session, live.id);
      expect(theirs.status).toBe(404);
      expect((await errorOf(theirs)).code).toBe('NOT_FOUND');
      const state = openLiveSessionReplySchema.parse(
        await (await server.request('/api/live-sessions/open', { session: owner.session })).json(),
      ).session;
      expect(state).toMatchObject({ id: live.id, status: 'recording', pieceCount: 2 });

      const mine = await finishWithoutBody(owner.session, live.id);
      expect(mine.status, await mine.clone().text()).toBe(200);
      const recording = recordingSchema.parse(await mine.json());
      expect(recording.recordingSource).toBe('live');
      expect(recording.analysisStatus).toBe('complete');
      expect(await practiceCount(owner.session)).toBe(1);
    },
  );

  it('documents the finish body as optional', async () => {
    const spec = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
    };
    const finishOperation = spec.paths['/api/live-sessions/{id}/finish']?.post;
    expect(finishOperation?.requestBody).toBeDefined();
    expect(finishOperation?.requestBody?.required).toBe(false);
    expect(finishOperation).not.toHaveProperty('x-optional-body');
    // A body the route needs stays required.
    expect(spec.paths['/api/live-sessions']?.post?.requestBody?.required).toBe(true);
  });

  it('refuses bad finish input', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    await sendAll(session, live.id, speechPieces.slice(0, 1));
    const response = await finish(session, live.id, { bodyLanguage: { frames: 'nope' } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
    const state = openLiveSessionReplySchema.parse(
      await (await server.request('/api/live-sessions/open', { session })).json(),
    ).session;
    expect(state).toMatchObject({ id: live.id, status: 'recording', pieceCount: 1 });
    expect((await discard(session, live.id)).status).toBe(204);
  });
});

describe('live sessions: discarding and clean-up', () => {
  it('discards: pieces removed, the session given back, later pieces and finish refused', async () => {
    const { session } = await signedInUser(server);
    const live = await open(session);
    await sendAll(session, live.id, speechPieces.slice(0, 2));
    expect(await practiceCount(session)).toBe(1);
    expect((await discard(session, live.id)).status).toBe(204);
    expect((await discard(session, live.id)).status).toBe(204);
    expect(await practiceCount(session)).toBe(0);
    const pieces = await server.db
      .select()
      .from(liveSessionPieces)
      .where(eq(liveSessionPieces.sessionId, live.id));
    expect(pieces).toHaveLength(0);
    expect((await errorOf(await put(session, live.id, 2, speechPieces[2] as Buffer))).code).toBe(
      'LIVE_SESSION_CLOSED',
    );
    expect((await errorOf(await finish(session, live.id))).code).toBe('LIVE_SESSION_CLOSED');
  });

  it('removes a session abandoned for 24 hours, with its pieces, and gives it back', async () => {
    const { user, session } = await signedInUser(server);
    const live = await open(session);
    await sendAll(session, live.id, speechPieces.slice(0, 1));
    const prune = async (hoursLater: number) => {
      const now = new Date(Date.now() + hoursLater * 3600 * 1000).toISOString();
      const id = await server.running.queue.enqueue(pruneLiveSessionsJob, { now });
      return server.running.queue.waitForResult(pruneLiveSessionsJob, id, 60_000);
    };
    await prune(1);
    const [stillThere] = await server.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, live.id));
    expect(stillThere?.status).toBe('recording');
    await prune(25);
    const rows = await server.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.userId, user.id));
    expect(rows).toHaveLength(0);
    const pieces = await server.db
      .select()
      .from(liveSessionPieces)
      .where(eq(liveSessionPieces.sessionId, live.id));
    expect(pieces).toHaveLength(0);
    expect(await practiceCount(session)).toBe(0);
  });
});
