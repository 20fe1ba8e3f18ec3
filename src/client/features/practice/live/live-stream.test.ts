import { describe, expect, it, vi } from 'vitest';
import { LIVE_SESSION_ID, buildLiveSession } from '@client/test/recording-factory';
import { openLiveStream, type LiveSessionCalls } from './live-stream';
import { apiErrorFromAnswer } from '@client/lib/api-error';

const INPUT = { mediaType: 'audio', mimeType: 'audio/webm', speakingType: 'practice' } as const;
const piece = () => new Blob([new Uint8Array(8)]);
const noWait = () => Promise.resolve();

type LiveSession = ReturnType<typeof buildLiveSession>;

function calls(create: LiveSessionCalls['create'] = () => Promise.resolve(buildLiveSession())) {
  return {
    create: vi.fn<LiveSessionCalls['create']>(create),
    putPiece: vi.fn<LiveSessionCalls['putPiece']>(() => Promise.resolve()),
    discard: vi.fn<LiveSessionCalls['discard']>(() => Promise.resolve()),
  };
}

/** A create call the test answers when it likes. */
function slowCreate() {
  let answer: (session: LiveSession) => void = () => {};
  const create = () => new Promise<LiveSession>((resolve) => (answer = resolve));
  return { create, answer: (session: LiveSession) => answer(session) };
}

describe('a live stream', () => {
  it('holds pieces recorded before the session exists and sends them once it does', async () => {
    const slow = slowCreate();
    const api = calls(slow.create);
    const stream = openLiveStream(INPUT, { calls: api, onRefused: vi.fn(), sleep: noWait });
    stream.push(piece());
    stream.push(piece());
    expect(api.putPiece).not.toHaveBeenCalled();
    slow.answer(buildLiveSession());
    await expect(stream.complete()).resolves.toEqual({
      route: 'finish',
      sessionId: LIVE_SESSION_ID,
    });
    expect(api.putPiece.mock.calls.map(([, seq]) => seq)).toEqual([0, 1]);
  });

  it("throws the server's refusal at Stop when the session was refused after the recording ended", async () => {
    const limit = apiErrorFromAnswer(403, '{"code":"PRACTICE_LIMIT_REACHED","message":"x"}');
    const onRefused = vi.fn();
    const stream = openLiveStream(INPUT, {
      calls: calls(() => Promise.reject(limit)),
      onRefused,
      sleep: noWait,
    });
    stream.push(piece());
    await expect(stream.complete()).rejects.toBe(limit);
    expect(onRefused).toHaveBeenCalledWith('practice-limit', limit);
  });

  it('drops a session created after the person cancelled, once', async () => {
    const slow = slowCreate();
    const api = calls(slow.create);
    const stream = openLiveStream(INPUT, { calls: api, onRefused: vi.fn(), sleep: noWait });
    stream.push(piece());
    stream.discard();
    slow.answer(buildLiveSession());
    await vi.waitFor(() => expect(api.discard).toHaveBeenCalledTimes(1));
    expect(api.discard).toHaveBeenCalledWith(LIVE_SESSION_ID);
    expect(api.putPiece).not.toHaveBeenCalled();
  });

  it('uploads whole, and drops the session, when streaming was abandoned', async () => {
    const api = calls();
    const stream = openLiveStream(INPUT, { calls: api, onRefused: vi.fn(), sleep: noWait });
    stream.abandonStreaming();
    stream.push(piece());
    await expect(stream.complete()).resolves.toEqual({ route: 'upload-whole' });
    expect(api.putPiece).not.toHaveBeenCalled();
    expect(api.discard).toHaveBeenCalledWith(LIVE_SESSION_ID);
  });
});
