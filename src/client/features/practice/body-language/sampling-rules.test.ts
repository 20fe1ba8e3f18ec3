import { describe, expect, it, vi } from 'vitest';
import {
  MAX_OBSERVED_FRAMES,
  SAMPLE_FPS,
  bodyLanguageSamplesSchema,
  type FrameObservation,
} from '@shared/body-language/observation';
import {
  SAMPLE_INTERVAL_MS,
  analysisSize,
  buildSamples,
  effectiveSampleFps,
  framesPerSecond,
  meanMilliseconds,
  sampleTime,
  shouldTakeFrame,
} from './sampling-rules';

const frame = (t: number): FrameObservation => ({
  t,
  luma: 120,
  face: null,
  body: null,
  hands: [],
});

describe('sampling a live video', () => {
  it('ticks at the shared sample rate', () => {
    expect(SAMPLE_INTERVAL_MS).toBe(1000 / SAMPLE_FPS);
  });

  it('takes a frame only when the detector is ready and idle and the video shows a picture', () => {
    const idle = { ready: true, busy: false, frames: 0, videoReady: true };
    expect(shouldTakeFrame(idle)).toBe(true);
    expect(shouldTakeFrame({ ...idle, busy: true })).toBe(false);
    expect(shouldTakeFrame({ ...idle, ready: false })).toBe(false);
    expect(shouldTakeFrame({ ...idle, videoReady: false })).toBe(false);
    expect(shouldTakeFrame({ ...idle, frames: MAX_OBSERVED_FRAMES })).toBe(false);
  });

  it('times frames in seconds from the start of the recording', () => {
    expect(sampleTime(12_345.6789, 10_000)).toBe(2.346);
    expect(sampleTime(9_990, 10_000)).toBe(0);
  });

  it('scales frames to 640 px wide, keeping the aspect, and never enlarges them', () => {
    expect(analysisSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(analysisSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(analysisSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(analysisSize(0, 0)).toBeNull();
  });

  it("measures the camera's frame rate from the frames presented", () => {
    expect(framesPerSecond({ frames: 10, atMs: 1_000 }, { frames: 310, atMs: 11_000 })).toBe(30);
    expect(framesPerSecond({ frames: 10, atMs: 1_000 }, { frames: 10, atMs: 1_000 })).toBeNull();
    expect(framesPerSecond(null, null)).toBeNull();
  });

  it('averages the detector times to a tenth of a millisecond', () => {
    expect(meanMilliseconds([100, 150, 201])).toBe(150.3);
    expect(meanMilliseconds([])).toBeNull();
  });

  it('reports the rate frames were actually taken at when ticks were skipped', () => {
    expect(effectiveSampleFps([0, 0.5, 1, 1.5].map(frame))).toBe(2);
    // Every other tick skipped: a frame a second.
    expect(effectiveSampleFps([0, 1, 2, 3].map(frame))).toBe(1);
    expect(effectiveSampleFps([frame(4)])).toBe(SAMPLE_FPS);
  });
});

describe('the samples a recording sends', () => {
  it('are valid for the transcribe form, in time order', () => {
    const samples = buildSamples({
      frames: [frame(1), frame(0), frame(0.5)],
      frameAspect: 640 / 480,
      analysisTimes: [120, 180],
      recordingFps: 29.9,
    });
    expect(samples).toEqual({
      source: 'browser',
      sampleFps: 2,
      frameAspect: 1.333,
      frames: [frame(0), frame(0.5), frame(1)],
      analysisMsPerFrame: 150,
      recordingFps: 29.9,
    });
    expect(bodyLanguageSamplesSchema.safeParse(samples).success).toBe(true);
  });

  it("are left out when they would not pass the server's check", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { ...frame(1), luma: 300 };
    expect(
      buildSamples({ frames: [bad], frameAspect: 1.5, analysisTimes: [90], recordingFps: 30 }),
    ).toBeNull();
  });

  it('are left out when no frame was analysed', () => {
    expect(
      buildSamples({ frames: [], frameAspect: 1.5, analysisTimes: [], recordingFps: 30 }),
    ).toBeNull();
  });
});
