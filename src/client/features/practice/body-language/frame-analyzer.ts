import type { FrameObservation } from '@shared/body-language/observation';
import type { FromAnalyzer, ToAnalyzer } from './analyzer-messages';

/*
 * The page's side of the body-language worker: starts it, loads the detector, and sends
 * frames one at a time. Anything that goes wrong (no Worker, a model that will not load,
 * a frame the detector chokes on) only means fewer or no samples: the recording itself is
 * never affected, and the server analyses a video that arrives without samples.
 */

export type AnalyzedFrame = { observation: FrameObservation; ms: number };

export type FrameAnalyzer = {
  /** True once the detector has loaded; false for good if it could not. */
  readonly ready: Promise<boolean>;
  isReady: () => boolean;
  /** Analyses one frame, which is handed over (transferred) and closed; null on failure. */
  analyze: (bitmap: ImageBitmap, t: number) => Promise<AnalyzedFrame | null>;
  terminate: () => void;
};

/** The part of a Worker the analyser uses, so tests can stand in for it. */
export type WorkerLike = {
  postMessage: (message: ToAnalyzer, transfer?: Transferable[]) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<FromAnalyzer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

function startWorker(): WorkerLike {
  return new Worker(new URL('./body-language.worker.ts', import.meta.url), {
    type: 'module',
    name: 'body-language',
  }) as WorkerLike;
}

/** Whether this browser can analyse frames off the page's thread at all. */
export function canAnalyzeFrames(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof createImageBitmap === 'function' &&
    typeof OffscreenCanvas !== 'undefined'
  );
}

/** Starts the worker and the detector's loading; null when the browser cannot. */
export function createFrameAnalyzer(spawn: () => WorkerLike = startWorker): FrameAnalyzer | null {
  let worker: WorkerLike;
  try {
    worker = spawn();
  } catch (error) {
    console.warn('Body language: the analysis worker could not start', error);
    return null;
  }
  let loaded = false;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, (frame: AnalyzedFrame | null) => void>();
  let settleReady: (ready: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => {
    settleReady = resolve;
  });

  const close = () => {
    closed = true;
    worker.terminate();
    settleReady(false);
    pending.forEach((resolve) => resolve(null));
    pending.clear();
  };
  const shutDown = (reason: string) => {
    if (!closed) console.warn(`Body language: ${reason}`);
    close();
  };

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'ready') {
      loaded = true;
      settleReady(true);
    } else if (message.type === 'load-failed') {
      shutDown(`the detector could not load (${message.message})`);
    } else {
      const resolve = pending.get(message.id);
      pending.delete(message.id);
      resolve?.(
        message.type === 'observed' ? { observation: message.observation, ms: message.ms } : null,
      );
    }
  };
  worker.onerror = (event) => shutDown(`the analysis worker failed (${event.message})`);
  const load: ToAnalyzer = { type: 'load' };
  worker.postMessage(load);

  return {
    ready,
    isReady: () => loaded && !closed,
    analyze: (bitmap, t) => {
      if (!loaded || closed) {
        bitmap.close();
        return Promise.resolve(null);
      }
      const id = ++nextId;
      const message: ToAnalyzer = { type: 'frame', id, t, bitmap };
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage(message, [bitmap]);
      });
    },
    terminate: close,
  };
}
