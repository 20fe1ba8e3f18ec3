import { describe, expect, it } from 'vitest';
import { absorbSmallGroups, clusterByCosine } from './cluster';

/** A unit vector near `direction` (0, 1 or 2 of three axes), nudged by `noise` on the others. */
function near(direction: number, noise: number, seed: number): Float32Array {
  const v = Float32Array.from({ length: 3 }, (_, i) =>
    i === direction ? 1 : noise * Math.sin(seed * (i + 1) * 12.9898),
  );
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

describe('clusterByCosine', () => {
  it('groups each voice alone, whatever the number of windows', () => {
    for (const count of [6, 60, 600]) {
      const windows = Array.from({ length: count }, (_, k) => near(k % 2, 0.3, k + 1));
      const labels = clusterByCosine(windows, 0.5);
      expect(new Set(labels).size).toBe(2);
      expect(labels.every((label, k) => label === labels[k % 2])).toBe(true);
    }
  });

  it('keeps one voice one group however long it speaks', () => {
    const windows = Array.from({ length: 500 }, (_, k) => near(0, 0.5, k + 1));
    expect(new Set(clusterByCosine(windows, 0.5)).size).toBe(1);
  });

  it('stops at the line: voices more alike than it are one', () => {
    const a = Float32Array.from([1, 0, 0]);
    const b = Float32Array.from([Math.cos(1), Math.sin(1), 0]); // cosine 0.54
    expect(new Set(clusterByCosine([a, b], 0.5)).size).toBe(1);
    expect(new Set(clusterByCosine([a, b], 0.6)).size).toBe(2);
  });
});

describe('absorbSmallGroups', () => {
  it('gives a group with too little speech to the voice nearest it', () => {
    const windows = [near(0, 0.1, 1), near(0, 0.1, 2), near(1, 0.1, 3), near(2, 0.2, 4)];
    const labels = absorbSmallGroups(windows, [0, 0, 1, 2], [30, 30, 30, 2], 5);
    expect(labels.slice(0, 3)).toEqual([0, 0, 1]);
    expect([0, 1]).toContain(labels[3]);
  });

  it('keeps the biggest group when none is big enough', () => {
    const windows = [near(0, 0.1, 1), near(1, 0.1, 2), near(1, 0.1, 3)];
    expect(absorbSmallGroups(windows, [0, 1, 1], [1, 1, 1], 5)).toEqual([1, 1, 1]);
  });
});
