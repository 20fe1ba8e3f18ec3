import { ANALYSIS_FRAME_WIDTH } from '@shared/body-language/detector-config';
import { type BodyLanguageAnalysis, computeBodyLanguage } from '@shared/body-language/metrics';
import {
  type BodyLanguageSamples,
  type FrameObservation,
  MAX_OBSERVED_FRAMES,
  SAMPLE_FPS,
} from '@shared/body-language/observation';
import { meanLuma, observeFrame } from '@shared/body-language/observe-frame';
import { loadDetector } from './human-detector';
import { probeVideo } from './probe-video';
import { readVideoFrames } from './video-frames';

/**
 * The visual analysis covers at most this much of a video: as much as the longest live
 * recording, whose samples the metrics are built for. Past it, an upload's first
 * 30 minutes stand for the whole (decision 86).
 */
export const MAX_ANALYZED_SECONDS = MAX_OBSERVED_FRAMES / SAMPLE_FPS;

/** Luma is read from every 4th pixel: the same mean to a tenth, a quarter of the work. */
const LUMA_PIXEL_STEP = 4;

export interface AnalyzeVideoOptions {
  /** Called after each frame with the share of the frames done, 0-1. */
  onProgress?: (fraction: number) => void;
  /** The length, when the caller knows it better than the metadata (a browser's webm has none). */
  durationSeconds?: number;
}

export interface VideoAnalysis {
  samples: BodyLanguageSamples;
  bodyLanguage: BodyLanguageAnalysis;
}

/**
 * What the detector saw in a video, two frames a second, in the same form the browser sends
 * for a live recording (source 'server'). Throws a VideoAnalysisError when the file has no
 * picture or ffmpeg cannot read it.
 */
export async function observeVideo(
  file: string,
  options: AnalyzeVideoOptions = {},
): Promise<BodyLanguageSamples> {
  const probe = await probeVideo(file);
  const width = ANALYSIS_FRAME_WIDTH;
  // Both sides are fixed (even, for the scaler) so every frame has the same byte length.
  const height = Math.max(
    2,
    2 * Math.round((width * probe.displayHeight) / probe.displayWidth / 2),
  );
  const seconds = options.durationSeconds ?? probe.durationSeconds;
  const expectedFrames = seconds
    ? Math.min(MAX_OBSERVED_FRAMES, Math.max(1, Math.ceil(seconds * SAMPLE_FPS)))
    : null;
  const detector = await loadDetector();

  const frames: FrameObservation[] = [];
  let detectMs = 0;
  for await (const frame of readVideoFrames(file, {
    streamIndex: probe.streamIndex,
    fps: SAMPLE_FPS,
    width,
    height,
    maxFrames: MAX_OBSERVED_FRAMES,
  })) {
    const started = performance.now();
    const result = await detector.detect(frame.pixels, width, height);
    detectMs += performance.now() - started;
    frames.push(observeFrame(result, frame.t, meanLuma(frame.pixels, 3, LUMA_PIXEL_STEP)));
    if (expectedFrames) options.onProgress?.(Math.min(1, frames.length / expectedFrames));
  }
  return {
    source: 'server',
    sampleFps: SAMPLE_FPS,
    frameAspect: width / height,
    frames,
    analysisMsPerFrame: frames.length > 0 ? Math.round((10 * detectMs) / frames.length) / 10 : null,
    recordingFps: null,
  };
}

/** A video's body-language metrics, from the frames the worker observed in it. */
export async function analyzeVideo(
  file: string,
  options: AnalyzeVideoOptions = {},
): Promise<VideoAnalysis> {
  const samples = await observeVideo(file, options);
  return { samples, bodyLanguage: computeBodyLanguage(samples) };
}
