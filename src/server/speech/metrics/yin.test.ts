import { describe, expect, it } from 'vitest';
import { median } from './format';
import { TEST_SAMPLE_RATE, concat, noise, silence, sweep, tone } from './testing/synthetic-audio';
import { trackPitch } from './yin';

const voicedHz = (samples: Float32Array) =>
  trackPitch(samples, TEST_SAMPLE_RATE).flatMap((frame) => (frame.hz === null ? [] : [frame.hz]));

describe('trackPitch (YIN)', () => {
  it.each([100, 120, 200, 210, 300, 380])('tracks a %i Hz tone within 0.5%%', (hz) => {
    const estimates = voicedHz(tone(hz, 1));
    expect(estimates.length).toBeGreaterThan(90); // ~97 frames in 1 s at a 10 ms hop
    expect(Math.abs(median(estimates) - hz) / hz).toBeLessThan(0.005);
    for (const estimate of estimates) expect(Math.abs(estimate - hz) / hz).toBeLessThan(0.01);
  });

  it('finds the fundamental of a voice-like tone with strong harmonics, not an octave', () => {
    const rich = sweep(1, () => 150, 0.5, [0.8, 0.6, 0.4]);
    expect(median(voicedHz(rich))).toBeCloseTo(150, 0);
  });

  it('follows a glide from 150 to 250 Hz', () => {
    const frames = trackPitch(
      sweep(2, (t) => 150 + 50 * t),
      TEST_SAMPLE_RATE,
    );
    const early = frames.find((frame) => frame.time >= 0.2)?.hz ?? 0;
    const late = frames.find((frame) => frame.time >= 1.8)?.hz ?? 0;
    expect(early).toBeCloseTo(160, -0.5);
    expect(late).toBeCloseTo(240, -0.5);
  });

  it('leaves silence and white noise unvoiced', () => {
    expect(voicedHz(silence(1))).toEqual([]);
    const frames = trackPitch(noise(2), TEST_SAMPLE_RATE);
    const voicedShare = frames.filter((frame) => frame.hz !== null).length / frames.length;
    expect(voicedShare).toBeLessThan(0.1);
  });

  it('gives frames every 10 ms, timed at their centre', () => {
    const frames = trackPitch(concat(silence(0.5), tone(200, 0.5)), TEST_SAMPLE_RATE);
    expect(frames[0]?.time).toBeCloseTo(0.02, 5);
    expect((frames[1]?.time ?? 0) - (frames[0]?.time ?? 0)).toBeCloseTo(0.01, 5);
    expect(frames.find((frame) => frame.hz !== null)?.time).toBeGreaterThan(0.48);
  });

  it('ignores tones outside 75-400 Hz', () => {
    expect(voicedHz(tone(60, 1))).toEqual([]);
    expect(voicedHz(tone(800, 1)).every((hz) => hz <= 400)).toBe(true);
  });
});
