import { describe, expect, it } from 'vitest';
import { splitByPitch, windowPitches } from './pitch-split';

const axis = (i: number) => Float32Array.from({ length: 2 }, (_, k) => (k === i ? 1 : 0));
const tilted = (angle: number) => Float32Array.from([Math.cos(angle), Math.sin(angle)]);

describe('splitByPitch', () => {
  it('splits one group whose windows sit 12 semitones apart, with unlike x-vectors', () => {
    const pitches = [0, 1, -1, 0.5, 12, 13, 12.5, 11];
    const embeddings = pitches.map((p) => (p > 6 ? tilted(1.2) : axis(0)));
    const labels = splitByPitch(
      pitches.map(() => 0),
      pitches,
      embeddings,
      pitches.map(() => 3),
      5,
    );
    expect(new Set(labels).size).toBe(2);
    expect(labels.slice(0, 4).every((l) => l === labels[0])).toBe(true);
    expect(labels.slice(4).every((l) => l !== labels[0])).toBe(true);
  });

  it('keeps one voice whose pitch only wanders, or whose halves sound alike', () => {
    const wandering = [13, 17, 15, 16, 14, 13.5];
    const same = wandering.map(() => axis(0));
    expect(
      new Set(
        splitByPitch(
          wandering.map(() => 0),
          wandering,
          same,
          wandering.map(() => 3),
          5,
        ),
      ).size,
    ).toBe(1);
    const octave = [0, 0.5, 12, 12.5];
    expect(
      new Set(
        splitByPitch(
          octave.map(() => 0),
          octave,
          octave.map(() => axis(0)),
          octave.map(() => 3),
          5,
        ),
      ).size,
    ).toBe(1);
  });

  it('needs enough speech on each side', () => {
    const pitches = [0, 1, 0.5, 12];
    const embeddings = pitches.map((p) => (p > 6 ? tilted(1.2) : axis(0)));
    expect(
      new Set(
        splitByPitch(
          pitches.map(() => 0),
          pitches,
          embeddings,
          pitches.map(() => 3),
          5,
        ),
      ).size,
    ).toBe(1);
  });
});

describe('windowPitches', () => {
  it("takes each window's median in semitones above 100 Hz, when enough of it is voiced", () => {
    const pitch = Array.from({ length: 300 }, (_, i) => ({
      time: i * 0.01,
      hz: i < 150 ? 200 : null,
    }));
    const [voiced, unvoiced] = windowPitches(
      [
        { start: 0, end: 1.5 },
        { start: 1.5, end: 3 },
      ],
      pitch,
    );
    expect(voiced).toBeCloseTo(12, 5);
    expect(unvoiced).toBeNull();
  });
});
