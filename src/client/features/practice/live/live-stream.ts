import type { CreateLiveSession, LiveSession } from '@shared/recordings/live-schemas';
import { createLiveSession } from '../api/create-live-session';
import { discardLiveSession } from '../api/discard-live-session';
import { putLivePiece } from '../api/put-live-piece';
import { createPieceUploader, type PieceUploader } from './piece-uploader';
import { completionRoute, decideCreate, outcomeOf, type CallOutcome } from './streaming-rules';

/*
 * One live recording's way to the server (decision 124): a session is created while the 3-2-1
 * countdown runs, each piece is streamed as the recorder delivers it, and at Stop the
 * recording is either finished on the server or, when streaming was unavailable from the
 * start, uploaded whole as before. The pieces stay in memory for that.
 */

export type LiveSessionCalls = {
  create: (input: CreateLiveSession) => Promise<LiveSession>;
  putPiece: (sessionId: string, seq: number, piece: Blob) => Promise<void>;
  discard: (sessionId: string) => Promise<void>;
};

export const LIVE_SESSION_CALLS: LiveSessionCalls = {
  create: createLiveSession,
  putPiece: putLivePiece,
  discard: discardLiveSession,
};

export type StreamRefusal = 'practice-limit' | 'session-open' | 'assignment';

export type LiveStreamOptions = {
  calls?: LiveSessionCalls;
  /** The server refused the session: the recording cannot go on. */
  onRefused: (reason: StreamRefusal, error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
};

/** How the stopped recording is analysed. */
export type LiveCompletion = { route: 'finish'; sessionId: string } | { route: 'upload-whole' };

export type LiveStream = {
  /** A piece from the recorder, kept and streamed in order. */
  push: (piece: Blob) => void;
  /** The recorder is not what the session was opened for: upload the whole recording. */
  abandonStreaming: () => void;
  /**
   * After the recorder's last piece: waits for the session and for the pieces to arrive,
   * and says how to analyse the recording. A session not used is discarded. Throws the
   * server's refusal when it refused the session (the monthly limit, say).
   */
  complete: (onProgress?: (percent: number) => void) => Promise<LiveCompletion>;
  /** The person cancelled: nothing more is sent and the server drops the session. */
  discard: () => void;
  /** Every piece delivered so far, for the whole-recording upload. */
  readonly pieces: readonly Blob[];
};

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

async function outcomeOfCall(call: () => Promise<void>): Promise<CallOutcome> {
  try {
    await call();
    return { kind: 'ok' };
  } catch (error) {
    return outcomeOf(error);
  }
}

export function openLiveStream(input: CreateLiveSession, options: LiveStreamOptions): LiveStream {
  const { calls = LIVE_SESSION_CALLS, onRefused, sleep = defaultSleep } = options;
  const pieces: Blob[] = [];
  let refusal: { error: unknown } | null = null;
  let uploader: PieceUploader | null = null;
  let streaming = true;
  let discarded = false;

  const dropSession = (sessionId: string) => {
    // Best effort: a session left behind is offered to the person as unfinished.
    void calls.discard(sessionId).catch(() => {});
  };

  async function createSession(): Promise<string | null> {
    for (let attempt = 1; ; attempt += 1) {
      let thrown: unknown = null;
      let session: LiveSession | null = null;
      try {
        session = await calls.create(input);
      } catch (error) {
        thrown = error;
      }
      if (discarded) {
        if (session) dropSession(session.id);
        return null;
      }
      const decision = decideCreate(session ? { kind: 'ok' } : outcomeOf(thrown), attempt);
      if (decision.action === 'retry') {
        await sleep(decision.delayMs);
        continue;
      }
      if (decision.action === 'refuse') {
        streaming = false;
        refusal = { error: thrown };
        onRefused(decision.reason, thrown);
        return null;
      }
      if (decision.action === 'upload-whole' || !session) {
        streaming = false;
        return null;
      }
      const sessionId = session.id;
      uploader = createPieceUploader({
        pieces,
        sleep,
        send: (seq, piece) => outcomeOfCall(() => calls.putPiece(sessionId, seq, piece)),
      });
      if (streaming) uploader.wake();
      return sessionId;
    }
  }

  const session = createSession();

  return {
    pieces,
    push(piece) {
      pieces.push(piece);
      if (streaming) uploader?.wake();
    },
    abandonStreaming() {
      streaming = false;
      uploader?.cancel();
    },
    async complete(onProgress) {
      const sessionId = await session;
      if (refusal) throw refusal.error;
      if (!sessionId || !uploader || !streaming) {
        if (sessionId) dropSession(sessionId);
        return { route: 'upload-whole' };
      }
      const drained = await uploader.drain((received, total) =>
        onProgress?.(total > 0 ? Math.round((received / total) * 100) : 100),
      );
      if (completionRoute({ streaming, received: drained.received }) === 'finish') {
        return { route: 'finish', sessionId };
      }
      dropSession(sessionId);
      return { route: 'upload-whole' };
    },
    discard() {
      discarded = true;
      streaming = false;
      uploader?.cancel();
      void session.then((sessionId) => {
        if (sessionId) dropSession(sessionId);
      });
    },
  };
}

/** A practice recording's stream, opened for the recorder's own container. */
export function openPracticeStream(
  recorder: {
    video: boolean;
    mimeType: string;
    practicePrompt: string | null;
    /** The coach's assignment it is submitted for (product rules R11.2). */
    assignmentId?: string | null;
  },
  onRefused: LiveStreamOptions['onRefused'],
): LiveStream {
  const prompt = recorder.practicePrompt?.trim();
  return openLiveStream(
    {
      mediaType: recorder.video ? 'video' : 'audio',
      mimeType: recorder.mimeType,
      speakingType: 'practice',
      ...(prompt ? { practicePrompt: prompt } : {}),
      ...(recorder.assignmentId ? { assignmentId: recorder.assignmentId } : {}),
    },
    { onRefused },
  );
}
