import type { BodyLanguageSamples, FrameObservation } from '@shared/body-language/observation';
import type { FrameAnalyzer } from './frame-analyzer';
import {
  SAMPLE_INTERVAL_MS,
  analysisSize,
  buildSamples,
  framesPerSecond,
  sampleTime,
  shouldTakeFrame,
} from './sampling-rules';

/*
 * Samples the camera preview of one live video recording for body language: every
 * SAMPLE_INTERVAL_MS it copies the frame on show, scaled to the analysis width, and hands
 * it to the worker, unless the worker is still busy with the last one. Alongside, it counts
 * the frames the camera delivers to the preview, to report the recording's frame rate.
 */

type FrameMark = { frames: number; atMs: number };

export type GrabFrame = (
  video: HTMLVideoElement,
  size: { width: number; height: number },
) => Promise<ImageBitmap>;

const grabFrame: GrabFrame = (video, size) =>
  createImageBitmap(video, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'medium',
  });

type SamplerOptions = {
  video: HTMLVideoElement;
  analyzer: FrameAnalyzer;
  /** performance.now() when the recording started; frame times count from it. */
  startedAt: number;
  grab?: GrabFrame;
  now?: () => number;
};

export class LiveSampler {
  private readonly video: HTMLVideoElement;
  private readonly analyzer: FrameAnalyzer;
  private readonly startedAt: number;
  private readonly grab: GrabFrame;
  private readonly now: () => number;
  private readonly frames: FrameObservation[] = [];
  private readonly analysisTimes: number[] = [];
  private frameAspect = 0;
  private busy = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private frameCallback: number | null = null;
  private firstMark: FrameMark | null = null;
  private lastMark: FrameMark | null = null;
  /** Ticks that found the worker still busy, for the console's summary. */
  skipped = 0;

  constructor(options: SamplerOptions) {
    this.video = options.video;
    this.analyzer = options.analyzer;
    this.startedAt = options.startedAt;
    this.grab = options.grab ?? grabFrame;
    this.now = options.now ?? (() => performance.now());
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), SAMPLE_INTERVAL_MS);
    this.countFrames();
  }

  /** One sampling tick; resolves when its frame (if it took one) has been analysed. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    const size = analysisSize(this.video.videoWidth, this.video.videoHeight);
    const take = shouldTakeFrame({
      ready: this.analyzer.isReady(),
      busy: this.busy,
      frames: this.frames.length,
      videoReady: size !== null && this.video.readyState >= 2,
    });
    if (!take || !size) {
      if (this.busy) this.skipped += 1;
      return;
    }
    this.busy = true;
    const t = sampleTime(this.now(), this.startedAt);
    try {
      const bitmap = await this.grab(this.video, size);
      if (this.stopped) {
        bitmap.close();
        return;
      }
      this.frameAspect = size.width / size.height;
      const analyzed = await this.analyzer.analyze(bitmap, t);
      if (analyzed && !this.stopped) {
        this.frames.push(analyzed.observation);
        this.analysisTimes.push(analyzed.ms);
      }
    } catch (error) {
      // A frame that could not be copied is skipped; the next tick tries again.
      console.warn('Body language: a frame could not be sampled', error);
    } finally {
      this.busy = false;
    }
  }

  private countFrames(): void {
    const video = this.video;
    if (typeof video.requestVideoFrameCallback !== 'function') return;
    const onFrame: VideoFrameRequestCallback = (now, metadata) => {
      if (this.stopped) return;
      const mark = { frames: metadata.presentedFrames, atMs: now };
      this.firstMark ??= mark;
      this.lastMark = mark;
      this.frameCallback = video.requestVideoFrameCallback(onFrame);
    };
    this.frameCallback = video.requestVideoFrameCallback(onFrame);
  }

  /** Stops sampling; what was taken so far is kept. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.frameCallback !== null && typeof this.video.cancelVideoFrameCallback === 'function') {
      this.video.cancelVideoFrameCallback(this.frameCallback);
    }
    this.frameCallback = null;
  }

  /** Stops, and returns the samples to send, or null when no frame was analysed. */
  finish(): BodyLanguageSamples | null {
    this.stop();
    return buildSamples({
      frames: this.frames,
      frameAspect: this.frameAspect,
      analysisTimes: this.analysisTimes,
      recordingFps: framesPerSecond(this.firstMark, this.lastMark),
    });
  }
}
