import {
  MAX_PIECE_REWINDS,
  decidePiece,
  pieceTooLarge,
  type CallOutcome,
  type StreamStop,
} from './streaming-rules';

/*
 * Sends a live recording's pieces one after another, in order, while it is recorded.
 * The pieces array is the recorder's own: it grows as the recorder delivers, and every
 * piece stays in it, so the uploader can go back to any of them when the server asks.
 */

export type SendPiece = (seq: number, piece: Blob) => Promise<CallOutcome>;

export type UploaderOptions = {
  pieces: readonly Blob[];
  send: SendPiece;
  sleep?: (ms: number) => Promise<void>;
};

export type DrainResult = {
  /** Pieces the server holds. */
  received: number;
  /** Pieces recorded. */
  total: number;
  /** Why streaming ended early, or null when every piece arrived. */
  stopped: StreamStop | null;
};

export type PieceUploader = {
  /** A piece was added: send it once those before it are through. */
  wake: () => void;
  /**
   * Resolves once every piece recorded so far arrived, or streaming ended. A server that
   * could not be reached gets one more round first. `onProgress` hears pieces arrive.
   */
  drain: (onProgress?: (received: number, total: number) => void) => Promise<DrainResult>;
  /** Sends nothing more (the recording was discarded). */
  cancel: () => void;
  readonly received: number;
};

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function createPieceUploader({
  pieces,
  send,
  sleep = defaultSleep,
}: UploaderOptions): PieceUploader {
  let received = 0;
  let stopped: StreamStop | null = null;
  let cancelled = false;
  let running = false;
  let rewinds = 0;
  let waiters: Array<() => void> = [];
  let progress: ((received: number, total: number) => void) | null = null;

  const settled = () => cancelled || stopped !== null || received >= pieces.length;

  const arrived = (count: number) => {
    received = count;
    progress?.(received, pieces.length);
  };

  /** Sends piece `seq` until the server decides; returns false once streaming ends. */
  async function sendPiece(seq: number, piece: Blob): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await send(seq, piece);
      if (cancelled) return false;
      const decision = decidePiece(seq, outcome, attempt);
      if (decision.action === 'retry') {
        await sleep(decision.delayMs);
        if (cancelled) return false;
        continue;
      }
      if (decision.action === 'stop') {
        stopped = decision.reason;
        return false;
      }
      if (decision.received <= seq) {
        rewinds += 1;
        if (rewinds > MAX_PIECE_REWINDS) {
          stopped = 'refused';
          return false;
        }
      }
      arrived(decision.received);
      return true;
    }
  }

  async function run() {
    if (running) return;
    running = true;
    try {
      while (!settled()) {
        const seq = received;
        const piece = pieces[seq];
        if (!piece) break;
        if (pieceTooLarge(piece)) {
          stopped = 'refused';
          break;
        }
        if (!(await sendPiece(seq, piece))) break;
      }
    } finally {
      running = false;
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  const wake = () => {
    if (!settled()) void run();
  };

  return {
    wake,
    async drain(onProgress) {
      progress = onProgress ?? null;
      if (stopped === 'unreachable' && !cancelled) stopped = null;
      progress?.(received, pieces.length);
      while (!settled()) {
        const idle = new Promise<void>((resolve) => waiters.push(resolve));
        wake();
        await idle;
      }
      progress = null;
      return { received, total: pieces.length, stopped };
    },
    cancel() {
      cancelled = true;
    },
    get received() {
      return received;
    },
  };
}
