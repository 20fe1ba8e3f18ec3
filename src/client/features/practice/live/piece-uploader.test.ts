import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionLost, fakeApi, type FakeCall } from '@client/test/fake-api';
import { LIVE_SESSION_ID } from '@client/test/recording-factory';
import { putLivePiece } from '../api/put-live-piece';
import { fakeLiveServer, refusal, type FakeLiveServerOptions } from '../testing/fake-live-server';
import { createPieceUploader } from './piece-uploader';
import { PIECE_RETRY_DELAYS_MS, outcomeOf } from './streaming-rules';

afterEach(() => {
  vi.unstubAllGlobals();
});

const piece = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'audio/webm' });

/** An uploader sending through the real PUT call to the fake live server. */
function setUp(options: FakeLiveServerOptions = {}, sizes = [10, 11, 12]) {
  const server = fakeLiveServer(options);
  const api = fakeApi(server.routes);
  const waits: number[] = [];
  const pieces = sizes.map(piece);
  const uploader = createPieceUploader({
    pieces,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    send: async (seq, blob) => {
      try {
        await putLivePiece(LIVE_SESSION_ID, seq, blob);
        return outcomeOf(null);
      } catch (error) {
        return outcomeOf(error);
      }
    },
  });
  const puts = () => api.calls.filter((call) => call.method === 'PUT');
  return { server, api, waits, pieces, uploader, puts };
}

describe('the piece uploader', () => {
  it('sends every piece in order, as raw bytes, one at a time', async () => {
    const { server, uploader, pieces, puts } = setUp();
    let inFlight = 0;
    let most = 0;
    const fetchMock = vi.mocked(fetch);
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      try {
        return await real(...args);
      } finally {
        inFlight -= 1;
      }
    });
    uploader.wake();
    uploader.wake();
    pieces.push(piece(13));
    const result = await uploader.drain();
    expect(result).toEqual({ received: 4, total: 4, stopped: null });
    expect(server.state.stored).toEqual([10, 11, 12, 13]);
    expect(most).toBe(1);
    const first = puts()[0]!;
    expect(first.path).toBe(`/api/live-sessions/${LIVE_SESSION_ID}/pieces/0`);
    expect(first.headers?.get('content-type')).toBe('application/octet-stream');
    expect(first.raw).toBe(pieces[0]);
  });

  it('retries a 503 and a lost connection with growing waits, then goes on', async () => {
    const failures = new Map<number, number>([[1, 2]]);
    const { server, uploader, waits } = setUp({
      piece: (seq) => {
        const left = failures.get(seq) ?? 0;
        if (left === 0) return undefined;
        failures.set(seq, left - 1);
        return left === 2 ? refusal(503, 'SERVICE_UNAVAILABLE') : connectionLost();
      },
    });
    const result = await uploader.drain();
    expect(result.stopped).toBeNull();
    expect(server.state.sent).toEqual([0, 1, 1, 1, 2]);
    expect(server.state.stored).toHaveLength(3);
    expect(waits).toEqual(PIECE_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('never retries a 4xx: streaming stops with what arrived', async () => {
    const { server, uploader, waits } = setUp({
      piece: (seq) => (seq === 1 ? refusal(400, 'INVALID_PIECE') : undefined),
    });
    uploader.wake();
    const result = await uploader.drain();
    expect(result).toEqual({ received: 1, total: 3, stopped: 'refused' });
    expect(server.state.sent).toEqual([0, 1]);
    expect(waits).toEqual([]);
  });

  it('moves on past a piece the server already holds (its first answer was lost)', async () => {
    let lost = false;
    const { server, uploader } = setUp({
      piece: (seq, call) => {
        if (seq !== 1 || lost) return undefined;
        lost = true;
        // Stored, but the answer never came back.
        server.state.stored.push(call.raw instanceof Blob ? call.raw.size : 0);
        return connectionLost();
      },
    });
    const result = await uploader.drain();
    expect(result).toEqual({ received: 3, total: 3, stopped: null });
    expect(server.state.sent).toEqual([0, 1, 1, 2]);
    expect(server.state.stored).toEqual([10, 11, 12]);
  });

  it('sends again from the piece the server expects when it missed one', async () => {
    const { server, uploader } = setUp({}, [10, 11, 12, 13]);
    // The server lost piece 1 after storing it (a restart, say).
    let forgot = false;
    const before = server.routes[`PUT /api/live-sessions/${LIVE_SESSION_ID}/pieces/*`] as (
      call: FakeCall,
    ) => unknown;
    server.routes[`PUT /api/live-sessions/${LIVE_SESSION_ID}/pieces/*`] = (call: FakeCall) => {
      if (call.path.endsWith('/3') && !forgot) {
        forgot = true;
        server.state.stored.splice(1);
      }
      return before(call) as never;
    };
    const result = await uploader.drain();
    expect(result).toEqual({ received: 4, total: 4, stopped: null });
    expect(server.state.sent).toEqual([0, 1, 2, 3, 1, 2, 3]);
    expect(server.state.stored).toEqual([10, 11, 12, 13]);
  });

  it('stops as unreachable after its retries, and tries once more when drained at Stop', async () => {
    let down = true;
    const { server, uploader, waits } = setUp({
      piece: () => (down ? connectionLost() : undefined),
    });
    uploader.wake();
    const during = await uploader.drain();
    expect(during.stopped).toBe('unreachable');
    expect(waits).toEqual([...PIECE_RETRY_DELAYS_MS]);
    down = false;
    const atStop = await uploader.drain();
    expect(atStop).toEqual({ received: 3, total: 3, stopped: null });
    expect(server.state.stored).toHaveLength(3);
  });

  it('sends nothing more once cancelled', async () => {
    const { server, uploader } = setUp({
      piece: (seq) => (seq === 0 ? refusal(503, 'SERVICE_UNAVAILABLE') : undefined),
    });
    uploader.wake();
    uploader.cancel();
    await uploader.drain();
    expect(server.state.stored).toEqual([]);
    expect(server.state.sent).toEqual([0]);
  });

  it('reports the share of pieces that arrived while draining', async () => {
    const { uploader } = setUp();
    const seen: string[] = [];
    await uploader.drain((received, total) => seen.push(`${received}/${total}`));
    expect(seen).toEqual(['0/3', '1/3', '2/3', '3/3']);
  });
});
