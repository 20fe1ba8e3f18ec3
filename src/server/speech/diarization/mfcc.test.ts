import { describe, expect, it } from 'vitest';
import { fft, mfcc, mfccFrameCount } from './mfcc';

const RATE = 16_000;

function tone(hz: number, seconds: number) {
  return Float32Array.from(
    { length: seconds * RATE },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE),
  );
}

/** Deterministic white noise (a linear congruential generator), so the test never flakes. */
function noise(seconds: number, seed: number) {
  let state = seed;
  return Float32Array.from({ length: seconds * RATE }, () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return (state / 2 ** 32 - 0.5) * 0.5;
  });
}

function meanVector(frames: Float64Array[]) {
  const mean = new Array<number>(frames[0]?.length ?? 0).fill(0);
  for (const frame of frames)
    frame.forEach((value, i) => (mean[i] = (mean[i] ?? 0) + value / frames.length));
  return mean;
}

const distance = (a: number[], b: number[]) =>
  Math.sqrt(a.reduce((sum, value, i) => sum + (value - (b[i] ?? 0)) ** 2, 0));

describe('fft', () => {
  it('puts a bin-aligned cosine into its two bins', () => {
    const n = 16;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 3 * i) / n));
    const im = new Float64Array(n);
    fft(re, im);
    expect(re[3]).toBeCloseTo(n / 2);
    expect(re[13]).toBeCloseTo(n / 2);
    expect(Math.abs(re[5] ?? 1)).toBeLessThan(1e-9);
  });

  it('rejects sizes that are not powers of two', () => {
    expect(() => fft(new Float64Array(12), new Float64Array(12))).toThrow(/power of two/);
  });
});

describe('mfcc', () => {
  it('returns one 13-value frame per 10 ms hop of whole 25 ms frames', () => {
    const frames = mfcc(tone(440, 1), RATE);
    // (16000 - 400) / 160 + 1 = 98.5 -> 98 whole frames.
    expect(frames).toHaveLength(98);
    expect(mfccFrameCount(RATE, RATE)).toBe(98);
    expect(frames.every((frame) => frame.length === 13)).toBe(true);
    expect(mfcc(new Float32Array(399), RATE)).toHaveLength(0);
  });

  it('gives finite values, even for digital silence', () => {
    for (const samples of [tone(200, 0.5), noise(0.5, 1), new Float32Array(RATE / 2)]) {
      expect(mfcc(samples, RATE).every((frame) => frame.every(Number.isFinite))).toBe(true);
    }
  });

  it('tells a pure tone from white noise', () => {
    const toneMean = meanVector(mfcc(tone(440, 1), RATE));
    const noiseA = meanVector(mfcc(noise(1, 1), RATE));
    const noiseB = meanVector(mfcc(noise(1, 2), RATE));
    // Two noises share a flat spectrum; a tone's spectrum is one peak.
    expect(distance(toneMean, noiseA)).toBeGreaterThan(10 * distance(noiseA, noiseB));
  });
});
