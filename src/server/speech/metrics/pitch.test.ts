import { describe, expect, it } from 'vitest';
import { dropShortRuns, measurePitch, summarisePitch } from './pitch';
import { TEST_SAMPLE_RATE, concat, noise, silence, sweep, tone } from './testing/synthetic-audio';

const audio = (samples: Float32Array) => ({
  samples,
  sampleRate: TEST_SAMPLE_RATE,
  durationSeconds: samples.length / TEST_SAMPLE_RATE,
});

/** Rises from 150 to 250 Hz and back every 8 s: a wide, lively contour. */
const lively = (seconds: number) =>
  sweep(seconds, (t) => 200 - 50 * Math.cos((2 * Math.PI * t) / 8));

describe('measurePitch', () => {
  it('measures a steady 200 Hz tone as 200 Hz with almost no variation: monotone', () => {
    const pitch = measurePitch(audio(tone(200, 16)));
    expect(pitch.medianHz).toBeCloseTo(200, 0);
    expect(pitch.sdSemitones).toBeLessThan(0.1);
    expect(pitch.windows).toHaveLength(2);
    expect(pitch.windows.every((window) => window.flat)).toBe(true);
    expect(pitch.monotoneShare).toBe(1);
  });

  it('measures a glide as several semitones of variation: not monotone', () => {
    const pitch = measurePitch(audio(lively(16)));
    // 150-250 Hz spans 8.8 st; a cosine sweep across it has an SD near 3 st.
    expect(pitch.sdSemitones).toBeGreaterThan(2.5);
    expect(pitch.sdSemitones).toBeLessThan(3.5);
    expect(pitch.rangeSemitones).toBeGreaterThan(6);
    expect(pitch.windows.every((window) => !window.flat)).toBe(true);
    expect(pitch.monotoneShare).toBe(0);
  });

  it('shares speech time between flat and lively windows', () => {
    const pitch = measurePitch(audio(concat(tone(180, 8), lively(8))));
    expect(pitch.windows.map((window) => window.flat)).toEqual([true, false]);
    expect(pitch.monotoneShare).toBeCloseTo(0.5, 1);
  });

  it('expresses pitch relative to the speaker median, so a low and a high voice compare', () => {
    const low = measurePitch(audio(sweep(8, (t) => 120 * 2 ** ((2 * Math.sin(t * 3)) / 12))));
    const high = measurePitch(audio(sweep(8, (t) => 210 * 2 ** ((2 * Math.sin(t * 3)) / 12))));
    expect(low.sdSemitones).toBeCloseTo(high.sdSemitones ?? 0, 1);
  });

  it('finds no pitch in noise or silence, and judges no window', () => {
    for (const samples of [noise(8), silence(8)]) {
      const pitch = measurePitch(audio(samples));
      expect(pitch.voicedShare).toBeLessThan(0.05);
      expect(pitch.windows).toEqual([]);
      expect(pitch.monotoneShare).toBeNull();
    }
  });

  it('skips windows with under 1 s of voicing', () => {
    const pitch = measurePitch(audio(concat(tone(200, 0.8), silence(7.2), tone(200, 8))));
    expect(pitch.windows).toHaveLength(1);
    expect(pitch.windows[0]?.start).toBeCloseTo(8, 1);
  });

  it('reports where the voice is inside each window, not the window bounds', () => {
    // Voiced 2-5 s only: the 0-8 s window says 2-5 s.
    const pitch = measurePitch(audio(concat(silence(2), tone(200, 3), silence(3))));
    expect(pitch.windows).toHaveLength(1);
    expect(pitch.windows[0]?.start).toBeCloseTo(2, 1);
    expect(pitch.windows[0]?.end).toBeCloseTo(5, 1);
  });
});

describe('measurePitch with word times', () => {
  it("measures only the frames inside the words, leaving other speakers' voices out", () => {
    // 0-4 s: this speaker at a steady 200 Hz; 4-8 s: someone else gliding 100-300 Hz.
    const samples = concat(
      tone(200, 4),
      sweep(4, (t) => 100 + 50 * t),
    );
    const mine = measurePitch(audio(samples), [{ start: 0, end: 4 }]);
    expect(mine.medianHz).toBeCloseTo(200, 0);
    expect(mine.sdSemitones).toBeLessThan(0.1);
    expect(measurePitch(audio(samples)).sdSemitones).toBeGreaterThan(1);
  });
});

describe('summarisePitch', () => {
  const frame = (time: number, hz: number | null) => ({ time, hz });

  it('drops frames more than an octave from the median as octave errors', () => {
    const frames = Array.from({ length: 200 }, (_, i) => frame(i / 100, i % 50 === 0 ? 410 : 200));
    const pitch = summarisePitch(frames, 2);
    expect(pitch.outlierFrames).toBe(4);
    expect(pitch.sdSemitones).toBe(0);
  });

  it('treats voiced runs shorter than 3 frames as blips', () => {
    const frames = [null, 200, 200, null, 200, 200, 200, null].map((hz, i) => frame(i / 100, hz));
    expect(dropShortRuns(frames, 3).map((f) => f.hz)).toEqual([
      null,
      null,
      null,
      null,
      200,
      200,
      200,
      null,
    ]);
  });
});
