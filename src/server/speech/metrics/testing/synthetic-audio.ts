/**
 * Test support: synthetic 16 kHz signals with known pitch and level, so the pitch tracker and
 * the loudness meter are checked against exact answers.
 */
export const TEST_SAMPLE_RATE = 16_000;

/** A tone whose frequency follows `hzAt(t)`, with continuous phase; harmonics optional. */
export function sweep(
  seconds: number,
  hzAt: (t: number) => number,
  amplitude = 0.5,
  harmonics: readonly number[] = [],
): Float32Array {
  const samples = new Float32Array(Math.round(seconds * TEST_SAMPLE_RATE));
  let phase = 0;
  const weights = [1, ...harmonics];
  const norm = weights.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < samples.length; i += 1) {
    phase += (2 * Math.PI * hzAt(i / TEST_SAMPLE_RATE)) / TEST_SAMPLE_RATE;
    let value = 0;
    weights.forEach((weight, k) => {
      value += weight * Math.sin((k + 1) * phase);
    });
    samples[i] = (amplitude * value) / norm;
  }
  return samples;
}

export function tone(hz: number, seconds: number, amplitude = 0.5): Float32Array {
  return sweep(seconds, () => hz, amplitude);
}

/** Uniform white noise from a fixed seed (mulberry32), so tests are repeatable. */
export function noise(seconds: number, amplitude = 0.3, seed = 42): Float32Array {
  let state = seed;
  const samples = new Float32Array(Math.round(seconds * TEST_SAMPLE_RATE));
  for (let i = 0; i < samples.length; i += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    samples[i] = amplitude * (((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5) * 2;
  }
  return samples;
}

export function silence(seconds: number): Float32Array {
  return new Float32Array(Math.round(seconds * TEST_SAMPLE_RATE));
}

export function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
