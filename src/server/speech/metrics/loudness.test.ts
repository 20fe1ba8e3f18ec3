import { describe, expect, it } from 'vitest';
import { measureLoudness } from './loudness';
import { TEST_SAMPLE_RATE, concat, silence, tone } from './testing/synthetic-audio';

const audio = (samples: Float32Array) => ({
  samples,
  sampleRate: TEST_SAMPLE_RATE,
  durationSeconds: samples.length / TEST_SAMPLE_RATE,
});

/** A sine of peak a has RMS a/sqrt(2): 20*log10(a) - 3.01 dBFS. */
const sineDbfs = (peak: number) => 20 * Math.log10(peak / Math.SQRT2);

describe('measureLoudness: level', () => {
  it('measures a sine at its RMS level in dBFS', () => {
    const loudness = measureLoudness(audio(tone(200, 2, 0.1)));
    expect(loudness.medianDbfs).toBeCloseTo(sineDbfs(0.1), 1); // -23.0
    expect(loudness.speechSeconds).toBe(2);
    expect(loudness).toMatchObject({ tooQuiet: false, tooLoud: false, clipping: false });
  });

  it('ignores silence around the speech when judging the level', () => {
    const loudness = measureLoudness(audio(concat(silence(3), tone(200, 2, 0.1), silence(3))));
    expect(loudness.medianDbfs).toBeCloseTo(sineDbfs(0.1), 1);
    expect(loudness.speechSeconds).toBe(2);
  });

  it('warns below -30 dBFS and above -10 dBFS', () => {
    expect(measureLoudness(audio(tone(200, 1, 0.04))).tooQuiet).toBe(true); // -31.0
    expect(measureLoudness(audio(tone(200, 1, 0.046))).tooQuiet).toBe(false); // -29.8
    expect(measureLoudness(audio(tone(200, 1, 0.5))).tooLoud).toBe(true); // -9.0
    expect(measureLoudness(audio(tone(200, 1, 0.4))).tooLoud).toBe(false); // -11.0
  });

  it('reports silence as too quiet, with no level', () => {
    const loudness = measureLoudness(audio(silence(2)));
    expect(loudness).toMatchObject({ medianDbfs: null, variationDb: null, tooQuiet: true });
  });

  it('measures the share of clipped samples and warns from 0.1%', () => {
    const clipped = tone(200, 1, 0.5).map((value) =>
      Math.abs(value) > 0.45 ? Math.sign(value) : value,
    );
    const loudness = measureLoudness(audio(clipped));
    expect(loudness.clippingShare).toBeGreaterThan(0.2);
    expect(loudness.clipping).toBe(true);
    expect(measureLoudness(audio(tone(200, 1, 0.5))).clipping).toBe(false);
  });
});

describe('measureLoudness: variation', () => {
  // Four 0.5-s "words", alternating 0.1 and 0.3 peak: -23.0 and -13.5 dBFS, SD 4.77 dB.
  const words = concat(
    tone(200, 0.5, 0.1),
    silence(0.25),
    tone(200, 0.5, 0.3),
    silence(0.25),
    tone(200, 0.5, 0.1),
    silence(0.25),
    tone(200, 0.5, 0.3),
  );
  const spans = [0, 0.75, 1.5, 2.25].map((start) => ({ start, end: start + 0.5 }));

  it('measures the SD between words when word times are given', () => {
    const loudness = measureLoudness(audio(words), spans);
    expect(loudness.variationBasis).toBe('words');
    expect(loudness.variationDb).toBeCloseTo((sineDbfs(0.3) - sineDbfs(0.1)) / 2, 1);
  });

  it('falls back to 250-ms blocks of speech without word times', () => {
    const loudness = measureLoudness(audio(words));
    expect(loudness.variationBasis).toBe('blocks');
    expect(loudness.variationDb).toBeGreaterThan(4);
    expect(loudness.variationDb).toBeLessThan(5.5);
  });

  it('also reports the SD over all speech frames', () => {
    const loudness = measureLoudness(audio(words), spans);
    expect(loudness.frameSdDb).toBeCloseTo(loudness.variationDb ?? 0, 0);
    expect(measureLoudness(audio(tone(200, 2, 0.2))).frameSdDb).toBeCloseTo(0, 1);
  });

  it('finds no variation in a steady voice', () => {
    expect(measureLoudness(audio(tone(200, 3, 0.2)), spans).variationDb).toBeCloseTo(0, 1);
  });
});
