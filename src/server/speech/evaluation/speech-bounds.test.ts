import { describe, expect, it } from 'vitest';
import { innerSilences, speechBounds } from './speech-bounds';

const RATE = 1000;

/** A signal of tone bursts (amplitude 0.5) at the given seconds, faint noise elsewhere. */
function bursts(totalSeconds: number, spans: Array<[number, number]>) {
  const samples = new Float32Array(totalSeconds * RATE);
  samples.forEach((_, i) => {
    const t = i / RATE;
    const on = spans.some(([start, end]) => t >= start && t < end);
    samples[i] = on ? 0.5 * Math.sin(i) : 0.0005 * Math.sin(i * 7);
  });
  return samples;
}

describe('speechBounds', () => {
  it('finds the first onset and last offset to within a frame', () => {
    const bounds = speechBounds(
      bursts(3, [
        [0.5, 1],
        [1.8, 2.4],
      ]),
      RATE,
    );
    expect(bounds?.start).toBeCloseTo(0.5, 2);
    expect(bounds?.end).toBeCloseTo(2.4, 2);
  });

  it('is null for digital silence', () => {
    expect(speechBounds(new Float32Array(RATE), RATE)).toBeNull();
  });

  it('treats noise within the threshold of the loudest frame as speech', () => {
    const loose = speechBounds(bursts(2, [[0.5, 1]]), RATE, { thresholdDb: -70 });
    expect(loose?.start).toBe(0);
  });
});

describe('innerSilences', () => {
  it('lists the gaps between speech that are long enough, not the edges', () => {
    const samples = bursts(4, [
      [0.2, 1],
      [1.1, 1.5],
      [2.3, 3],
    ]);
    const silences = innerSilences(samples, RATE, 0.25);
    expect(silences).toHaveLength(1);
    expect(silences[0]?.start).toBeCloseTo(1.5, 2);
    expect(silences[0]?.end).toBeCloseTo(2.3, 2);
  });
});
