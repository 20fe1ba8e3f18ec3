import { RECORDER_CHUNK_MS } from '@shared/recordings/limits';
import type { LiveSession } from '@shared/recordings/live-schemas';
import type { FakeCall, FakeReply, FakeRoutes } from '@client/test/fake-api';
import { LIVE_SESSION_ID, buildLiveSession, buildRecording } from '@client/test/recording-factory';

/*
 * The live-session routes as the contract describes them (src/shared/recordings/
 * live-schemas.ts): pieces are stored only in order, a piece sent twice or too early is
 * refused with the piece expected. A test can answer any call itself instead, to stage
 * a refusal, a gateway error or a lost connection.
 */

type Answer = FakeReply | Error;
/** Answers one call itself, or returns undefined to let the fake server answer. */
type Override = (call: FakeCall) => Answer | undefined;
type LaterOverride = (call: FakeCall) => Answer | Promise<Answer> | undefined;

const succeeded = (answer: Answer) => !(answer instanceof Error) && (answer.status ?? 200) < 300;

export type FakeLiveServerOptions = {
  create?: Override;
  /** Called with the piece number; see Override. */
  piece?: (seq: number, call: FakeCall) => Answer | undefined;
  /** May answer later, or never (a promise that does not settle). */
  finish?: LaterOverride;
  discard?: LaterOverride;
  /** What GET /api/live-sessions/open answers at first. */
  open?: LiveSession | null;
  sessionId?: string;
};

const SECONDS_PER_PIECE = RECORDER_CHUNK_MS / 1_000;

export function fakeLiveServer(options: FakeLiveServerOptions = {}) {
  const id = options.sessionId ?? LIVE_SESSION_ID;
  const state = {
    /** Sizes of the pieces stored, in order. */
    stored: [] as number[],
    /** Piece numbers in the order they were sent, refused ones included. */
    sent: [] as number[],
    created: [] as unknown[],
    finished: [] as unknown[],
    discarded: 0,
    // The open session is this server's, whatever id the test built it with.
    open: options.open ? { ...options.open, id } : null,
  };
  const session = (): LiveSession =>
    buildLiveSession({
      id,
      pieceCount: state.stored.length,
      receivedSeconds: state.stored.length * SECONDS_PER_PIECE,
    });

  const routes: FakeRoutes = {
    'POST /api/live-sessions': (call) => {
      const answer = options.create?.(call);
      if (answer) return answer;
      state.created.push(call.body);
      return { status: 201, body: session() };
    },
    [`PUT /api/live-sessions/${id}/pieces/*`]: (call) => {
      const seq = Number(call.path.split('/').at(-1));
      state.sent.push(seq);
      const answer = options.piece?.(seq, call);
      if (answer) return answer;
      const expected = state.stored.length;
      if (seq < expected) {
        return {
          status: 409,
          body: { code: 'PIECE_ALREADY_RECEIVED', message: 'Already received', expected },
        };
      }
      if (seq > expected) {
        return {
          status: 409,
          body: { code: 'PIECE_OUT_OF_ORDER', message: 'Out of order', expected },
        };
      }
      state.stored.push(call.raw instanceof Blob ? call.raw.size : 0);
      const { pieceCount, receivedSeconds } = session();
      return { body: { seq, pieceCount, receivedSeconds } };
    },
    [`POST /api/live-sessions/${id}/finish`]: async (call) => {
      state.finished.push(call.body);
      const answer = (await options.finish?.(call)) ?? { body: buildRecording() };
      if (succeeded(answer)) state.open = null;
      return answer;
    },
    [`DELETE /api/live-sessions/${id}`]: async (call) => {
      const answer = (await options.discard?.(call)) ?? { status: 204 };
      if (succeeded(answer)) {
        state.discarded += 1;
        state.open = null;
      }
      return answer;
    },
    'GET /api/live-sessions/open': () => ({ body: { session: state.open } }),
  };
  return { routes, state, id };
}

/** A refusal body as the server's error handler writes it. */
export function refusal(status: number, code: string, details: Record<string, unknown> = {}) {
  return { status, body: { code, message: code, ...details } };
}
