import { Human } from '@vladmandic/human';
import {
  ANALYSIS_FRAME_WIDTH,
  DETECTOR_CONFIG,
  DETECTOR_MODEL_URL,
  DETECTOR_WASM_URL,
} from '@shared/body-language/detector-config';
import { meanLuma, observeFrame } from '@shared/body-language/observe-frame';
import type { FromAnalyzer, ToAnalyzer } from './analyzer-messages';

/*
 * The body-language detector, off the page's thread so the camera preview and the recorder
 * never wait for it. It loads @vladmandic/human with the shared settings (models and WASM
 * from the app itself), then turns each frame it is sent into a FrameObservation. Human,
 * with tfjs inside, is only ever in this worker's bundle.
 */

type WorkerScope = {
  location: Location;
  onmessage: ((event: MessageEvent<ToAnalyzer>) => void) | null;
  postMessage: (message: FromAnalyzer) => void;
};
const scope = self as unknown as WorkerScope;
const post = (message: FromAnalyzer) => scope.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let human: Human | null = null;
/** Brightness is read from a small copy of the frame: the mean needs no detail. */
const LUMA_WIDTH = 64;
let lumaCanvas: OffscreenCanvas | null = null;

function lumaOf(bitmap: ImageBitmap): number {
  const height = Math.max(1, Math.round((bitmap.height * LUMA_WIDTH) / bitmap.width));
  if (!lumaCanvas || lumaCanvas.height !== height)
    lumaCanvas = new OffscreenCanvas(LUMA_WIDTH, height);
  const context = lumaCanvas.getContext('2d', { willReadFrequently: true });
  if (!context) return 0;
  context.drawImage(bitmap, 0, 0, LUMA_WIDTH, height);
  return meanLuma(context.getImageData(0, 0, LUMA_WIDTH, height).data, 4);
}

async function load(): Promise<void> {
  const origin = scope.location.origin;
  const detector = new Human({
    ...DETECTOR_CONFIG,
    modelBasePath: new URL(DETECTOR_MODEL_URL, origin).href,
    wasmPath: new URL(DETECTOR_WASM_URL, origin).href,
  });
  await detector.load();
  // The first detection sets up the kernels and takes about a second: do it now, on a
  // blank frame, so the recording's first frames are read at the usual speed.
  await detector.detect(new OffscreenCanvas(ANALYSIS_FRAME_WIDTH, (ANALYSIS_FRAME_WIDTH * 3) / 4));
  human = detector;
}

async function analyze(message: Extract<ToAnalyzer, { type: 'frame' }>): Promise<void> {
  const { id, t, bitmap } = message;
  try {
    if (!human) throw new Error('The detector is not loaded');
    const luma = lumaOf(bitmap);
    const started = performance.now();
    const result = await human.detect(bitmap);
    const ms = performance.now() - started;
    if (result.error) throw new Error(result.error);
    post({ type: 'observed', id, observation: observeFrame(result, t, luma), ms });
  } catch (error) {
    post({ type: 'frame-failed', id, message: messageOf(error) });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    load().then(
      () => post({ type: 'ready' }),
      (error: unknown) => post({ type: 'load-failed', message: messageOf(error) }),
    );
  } else if (message.type === 'frame') {
    void analyze(message);
  }
};
