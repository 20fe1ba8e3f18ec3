import { useCallback, useEffect, useRef } from 'react';
import type { BodyLanguageSamples } from '@shared/body-language/observation';
import { canAnalyzeFrames, createFrameAnalyzer, type FrameAnalyzer } from './frame-analyzer';
import { LiveSampler } from './live-sampler';

/*
 * Body language for live video recordings (docs/body-language.md). While `wanted` (a
 * signed-in person has picked Video + Audio) the detector loads in its worker, so it is
 * ready by the time the countdown ends. `start` begins sampling the preview, `finish`
 * stops and returns the samples to send with the recording. The worker goes when the
 * recording stops, when video is no longer wanted, and on unmount.
 */
export function useBodyLanguageSampler(wanted: boolean) {
  const analyzer = useRef<FrameAnalyzer | null>(null);
  const sampler = useRef<LiveSampler | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (!wanted || !canAnalyzeFrames()) return;
    const created = createFrameAnalyzer();
    analyzer.current = created;
    return () => {
      sampler.current?.stop();
      sampler.current = null;
      created?.terminate();
      if (analyzer.current === created) analyzer.current = null;
    };
  }, [wanted]);

  /** The camera preview to sample: given to the preview's <video> as its ref. */
  const previewRef = useCallback((element: HTMLVideoElement | null) => {
    preview.current = element;
  }, []);

  /** Starts sampling, when the recording starts; without a detector or preview, nothing. */
  const start = useCallback(() => {
    sampler.current?.stop();
    sampler.current = null;
    const video = preview.current;
    const current = analyzer.current;
    if (!video || !current) return;
    const started = new LiveSampler({ video, analyzer: current, startedAt: performance.now() });
    sampler.current = started;
    started.start();
  }, []);

  /** Stops sampling and the worker; the samples, or null when no frame was analysed. */
  const finish = useCallback((): BodyLanguageSamples | null => {
    const current = sampler.current;
    sampler.current = null;
    const samples = current?.finish() ?? null;
    analyzer.current?.terminate();
    analyzer.current = null;
    if (current) {
      console.info(
        samples
          ? `Body language: ${samples.frames.length} frames at ${samples.sampleFps} fps, ` +
              `${samples.analysisMsPerFrame} ms a frame, camera ${samples.recordingFps} fps ` +
              `(${current.skipped} ticks skipped while busy)`
          : 'Body language: no frame could be analysed; the server will analyse the video',
      );
    }
    return samples;
  }, []);

  /** Drops a recording's sampling without sending anything; the detector stays loaded. */
  const cancel = useCallback(() => {
    sampler.current?.stop();
    sampler.current = null;
  }, []);

  return { previewRef, start, finish, cancel };
}
