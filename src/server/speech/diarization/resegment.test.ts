import { describe, expect, it } from 'vitest';
import { resegment, viterbiLabels, type ShortWindow } from './resegment';

/** A unit vector mostly along `axis`, tilted towards `towards` by `tilt`. */
function voice(axis: number, towards = axis, tilt = 0): Float32Array {
  const v = new Float32Array(4);
  v[axis] = 1 - tilt;
  v[towards] = (v[towards] ?? 0) + tilt;
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

const windows = (specs: Array<[Float32Array, number, boolean]>): ShortWindow[] =>
  specs.map(([embedding, label, sure], i) => ({
    start: i * 0.5,
    end: i * 0.5 + 1,
    embedding,
    label,
    sure,
  }));

describe('viterbiLabels', () => {
  it('follows the most similar voice when changes cost nothing', () => {
    expect(
      viterbiLabels(
        [
          [0.9, 0.1],
          [0.2, 0.8],
          [0.7, 0.3],
        ],
        0,
      ),
    ).toEqual([0, 1, 0]);
  });

  it('does not change speaker for one window that leans the other way by less than the cost', () => {
    expect(
      viterbiLabels(
        [
          [0.8, 0.2],
          [0.45, 0.5],
          [0.8, 0.2],
        ],
        0.1,
      ),
    ).toEqual([0, 0, 0]);
  });

  it('changes speaker where several windows together outweigh the cost', () => {
    expect(
      viterbiLabels(
        [
          [0.8, 0.2],
          [0.45, 0.5],
          [0.42, 0.5],
          [0.4, 0.5],
          [0.4, 0.5],
        ],
        0.1,
      ),
    ).toEqual([0, 1, 1, 1, 1]);
  });

  it('gives nothing for no windows', () => {
    expect(viterbiLabels([], 0.1)).toEqual([]);
  });
});

describe('resegment', () => {
  it('gives a short turn inside a long window its own voice', () => {
    // The first pass gave the whole stretch to voice 0; windows 3-5 are voice 1's.
    const a = voice(0);
    const b = voice(1);
    const result = resegment(
      windows([
        [a, 0, true],
        [a, 0, true],
        [a, 0, true],
        [b, 0, false],
        [b, 0, false],
        [b, 0, false],
        [a, 0, true],
        [b, 1, true],
        [b, 1, true],
      ]),
    );
    expect(result).toEqual([0, 0, 0, 1, 1, 1, 0, 1, 1]);
  });

  it('builds centroids only from sure windows, so mixed ones do not pull a voice away', () => {
    // Windows the first pass wrongly gave to voice 1, leaning to voice 0: were they counted,
    // voice 1's centroid would move towards voice 0 and keep them.
    const a = voice(0);
    const b = voice(1);
    const leaning = voice(0, 1, 0.35);
    const result = resegment(
      windows([
        [a, 0, true],
        [a, 0, true],
        [b, 1, true],
        [b, 1, true],
        [leaning, 1, false],
        [leaning, 1, false],
        [leaning, 1, false],
        [leaning, 1, false],
        [b, 1, true],
      ]),
    );
    expect(result.slice(4, 8)).toEqual([0, 0, 0, 0]);
  });

  it('keeps the first pass when a voice has no sure window or would vanish', () => {
    const a = voice(0);
    const b = voice(1);
    const unsure = windows([
      [a, 0, true],
      [a, 0, true],
      [b, 1, false],
    ]);
    expect(resegment(unsure)).toEqual([0, 0, 1]);
    // Voice 1's only window is voice 0's: the pass would empty it.
    const vanishing = windows([
      [a, 0, true],
      [a, 0, true],
      [voice(2), 1, true],
      [voice(0, 2, 0.2), 1, false],
    ]);
    expect(resegment(vanishing, 5)).toEqual([0, 0, 1, 1]);
  });

  it('moves a change of speaker to where the speech pauses rather than into a phrase', () => {
    const a = voice(0);
    const b = voice(1);
    // Two phrases with a pause between (windows 0-3, then 4-7 from 10 s). The first window of
    // the second phrase leans a little to voice 0; the change still goes at the pause.
    const spans = [0, 0.5, 1, 1.5, 10, 10.5, 11, 11.5];
    const embeddings = [a, a, a, a, voice(0, 1, 0.49), b, b, b];
    const result = resegment(
      spans.map((start, i) => ({
        start,
        end: start + 1,
        embedding: embeddings[i] as Float32Array,
        label: i < 4 ? 0 : 1,
        sure: i !== 4,
      })),
    );
    expect(result).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('leaves one voice as it is', () => {
    const a = voice(0);
    expect(resegment(windows([[a, 0, true]]))).toEqual([0]);
  });
});
