import { ANALYSIS_FRAME_WIDTH } from '@shared/body-language/detector-config';
import {
  MAX_OBSERVED_FRAMES,
  SAMPLE_FPS,
  bodyLanguageSamplesSchema,
  type BodyLanguageSamples,
  type FrameObservation,
} from '@shared/body-language/observation';

/*
 * The arithmetic of sampling a live video for body language (docs/body-language.md), apart
 * from the browser APIs so each rule is tested on its own: when a frame is taken, how big,
 * and what the recording finally sends.
 */

/** Milliseconds between two sampling ticks. */
export const SAMPLE_INTERVAL_MS = 1000 / SAMPLE_FPS;

/**
 * A tick takes a frame only when the detector is ready and idle: a slow detector skips
 * ticks rather than queueing frames, so it never falls behind or holds many frames.
 */
export function shouldTakeFrame(state: {
  ready: boolean;
  busy: boolean;
  frames: number;
  videoReady: boolean;
}): boolean {
  return state.ready && !state.busy && state.videoReady && state.frames < MAX_OBSERVED_FRAMES;
}

/** Seconds since the recording started, to the millisecond, never negative. */
export function sampleTime(nowMs: number, startedAtMs: number): number {
  return Math.max(0, Math.round(nowMs - startedAtMs)) / 1000;
}

/**
 * The size a frame is analysed at: ANALYSIS_FRAME_WIDTH wide (never enlarged), the height
 * keeping the camera's aspect.
 */
export function analysisSize(
  videoWidth: number,
  videoHeight: number,
): { width: number; height: number } | null {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return null;
  const width = Math.min(ANALYSIS_FRAME_WIDTH, Math.round(videoWidth));
  const height = Math.max(1, Math.round((videoHeight * width) / videoWidth));
  return { width, height };
}

/**
 * The camera's delivered frame rate: frames presented between the first and the last
 * frame seen, over the time between them. Null with fewer than two frames.
 */
export function framesPerSecond(
  first: { frames: number; atMs: number } | null,
  last: { frames: number; atMs: number } | null,
): number | null {
  if (!first || !last) return null;
  const seconds = (last.atMs - first.atMs) / 1000;
  const frames = last.frames - first.frames;
  if (!(seconds > 0) || frames <= 0) return null;
  return Math.min(240, Math.round((frames / seconds) * 10) / 10);
}

/** The mean of the detector's times, to a tenth of a millisecond; null when none. */
export function meanMilliseconds(times: readonly number[]): number | null {
  if (times.length === 0) return null;
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return Math.round((total / times.length) * 10) / 10;
}

/**
 * The rate the frames were actually taken at. Ticks skipped while the detector was busy
 * lower it below SAMPLE_FPS, and the metrics read time spans from it, so it is measured
 * from the frames' own times rather than assumed.
 */
export function effectiveSampleFps(frames: readonly Pick<FrameObservation, 't'>[]): number {
  const first = frames[0];
  const last = frames[frames.length - 1];
  if (!first || !last || frames.length < 2 || last.t <= first.t) return SAMPLE_FPS;
  // One over the mean time between consecutive frames.
  const rate = (frames.length - 1) / (last.t - first.t);
  return Math.min(SAMPLE_FPS, Math.max(0.01, Math.round(rate * 100) / 100));
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * What a live video sends as its body-language field, or null when no frame could be
 * analysed: the server then analyses the video itself. The samples are checked against the
 * server's schema here, so a flaw in them costs only the samples, never the recording.
 */
export function buildSamples(input: {
  frames: readonly FrameObservation[];
  frameAspect: number;
  analysisTimes: readonly number[];
  recordingFps: number | null;
}): BodyLanguageSamples | null {
  if (input.frames.length === 0 || !(input.frameAspect > 0)) return null;
  const frames = [...input.frames].sort((a, b) => a.t - b.t).slice(0, MAX_OBSERVED_FRAMES);
  const checked = bodyLanguageSamplesSchema.safeParse({
    source: 'browser',
    sampleFps: effectiveSampleFps(frames),
    frameAspect: Math.round(clamp(input.frameAspect, 0.2, 5) * 1000) / 1000,
    frames,
    analysisMsPerFrame: meanMilliseconds(input.analysisTimes),
    recordingFps: input.recordingFps,
  });
  if (!checked.success) {
    console.warn('Body language: the samples are not valid and are left out', checked.error);
    return null;
  }
  return checked.data;
}
