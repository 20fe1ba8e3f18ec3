import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameObservation } from '@shared/body-language/observation';
import type { AnalyzedFrame, FrameAnalyzer } from './frame-analyzer';
import { LiveSampler, type GrabFrame } from './live-sampler';
import { SAMPLE_INTERVAL_MS } from './sampling-rules';

const observation = (t: number): FrameObservation => ({
  t,
  luma: 110,
  face: null,
  body: null,
  hands: [],
});

/** A detector whose answers the test releases one at a time. */
function fakeAnalyzer({ ready = true } = {}) {
  const calls: { t: number; bitmap: ImageBitmap; answer: (frame: AnalyzedFrame | null) => void }[] =
    [];
  const analyzer: FrameAnalyzer = {
    ready: Promise.resolve(ready),
    isReady: () => ready,
    analyze: (bitmap, t) =>
      new Promise((resolve) => {
        calls.push({ t, bitmap, answer: resolve });
      }),
    terminate: vi.fn(),
  };
  return { analyzer, calls };
}

/** A playing preview whose presented frames the test delivers. */
function fakeVideo() {
  let callback: VideoFrameRequestCallback | null = null;
  const video = {
    videoWidth: 1280,
    videoHeight: 720,
    readyState: 4,
    requestVideoFrameCallback: vi.fn((next: VideoFrameRequestCallback) => {
      callback = next;
      return 1;
    }),
    cancelVideoFrameCallback: vi.fn(),
  };
  const present = (frames: number, atMs: number) =>
    callback?.(atMs, { presentedFrames: frames } as VideoFrameCallbackMetadata);
  return { video: video as unknown as HTMLVideoElement, present };
}

let clock = 0;
const grabbed: { width: number; height: number }[] = [];
const grab: GrabFrame = (_video, size) => {
  grabbed.push(size);
  return Promise.resolve({ close: vi.fn() } as unknown as ImageBitmap);
};

beforeEach(() => {
  vi.useFakeTimers();
  clock = 10_000;
  grabbed.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  clock += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

function startSampler(analyzer: FrameAnalyzer, video = fakeVideo().video) {
  const sampler = new LiveSampler({ video, analyzer, startedAt: clock, grab, now: () => clock });
  sampler.start();
  return sampler;
}

describe('the live sampler', () => {
  it('sends a 640 px frame each tick, timed from the start of the recording', async () => {
    const { analyzer, calls } = fakeAnalyzer();
    startSampler(analyzer);
    await advance(SAMPLE_INTERVAL_MS);
    expect(calls.map((call) => call.t)).toEqual([0.5]);
    expect(grabbed).toEqual([{ width: 640, height: 360 }]);
    calls[0]!.answer({ observation: observation(0.5), ms: 140 });
    await advance(SAMPLE_INTERVAL_MS);
    expect(calls.map((call) => call.t)).toEqual([0.5, 1]);
  });

  it('skips ticks while the detector is busy instead of queueing frames', async () => {
    const { analyzer, calls } = fakeAnalyzer();
    const sampler = startSampler(analyzer);
    await advance(SAMPLE_INTERVAL_MS);
    await advance(SAMPLE_INTERVAL_MS);
    await advance(SAMPLE_INTERVAL_MS);
    expect(calls).toHaveLength(1);
    expect(sampler.skipped).toBe(2);
    calls[0]!.answer({ observation: observation(0.5), ms: 1_200 });
    await advance(SAMPLE_INTERVAL_MS);
    expect(calls.map((call) => call.t)).toEqual([0.5, 2]);
  });

  it('takes nothing until the detector is ready, and then has nothing to send', async () => {
    const { analyzer, calls } = fakeAnalyzer({ ready: false });
    const sampler = startSampler(analyzer);
    await advance(5 * SAMPLE_INTERVAL_MS);
    expect(calls).toHaveLength(0);
    expect(sampler.finish()).toBeNull();
  });

  it("returns the frames with the detector's mean time and the camera's frame rate", async () => {
    const { analyzer, calls } = fakeAnalyzer();
    const { video, present } = fakeVideo();
    const sampler = startSampler(analyzer, video);
    present(3, 10_000);
    await advance(SAMPLE_INTERVAL_MS);
    calls[0]!.answer({ observation: observation(0.5), ms: 100 });
    await advance(SAMPLE_INTERVAL_MS);
    calls[1]!.answer({ observation: observation(1), ms: 200 });
    await advance(0);
    present(33, 11_000);
    const samples = sampler.finish();
    expect(samples).toMatchObject({
      source: 'browser',
      sampleFps: 2,
      frameAspect: 1.778,
      analysisMsPerFrame: 150,
      recordingFps: 30,
    });
    expect(samples?.frames.map((frame) => frame.t)).toEqual([0.5, 1]);
    expect(video.cancelVideoFrameCallback).toHaveBeenCalled();
  });

  it('keeps no frame that is answered after the recording stopped', async () => {
    const { analyzer, calls } = fakeAnalyzer();
    const sampler = startSampler(analyzer);
    await advance(SAMPLE_INTERVAL_MS);
    expect(sampler.finish()).toBeNull();
    calls[0]!.answer({ observation: observation(0.5), ms: 100 });
    await advance(SAMPLE_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });
});
