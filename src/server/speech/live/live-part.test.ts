import { describe, expect, it } from 'vitest';
import {
  LIVE_FORCE_CUT_SECONDS,
  LIVE_MIN_PART_SECONDS,
  LIVE_SETTLED_SECONDS,
  chooseCut,
  gridSamples,
} from './live-part';

describe('chooseCut: where a live stretch ends', () => {
  it('cuts inside the pause after the last segment that is surely over', () => {
    const segments = [
      { start: 0.5, end: 4 },
      { start: 4.8, end: 9.5 },
    ];
    // Received 10 s: the second segment may still be going on (it ends within the last second).
    const cut = chooseCut(segments, 10, false);
    expect(cut).not.toBeNull();
    expect(cut).toBeGreaterThan(4);
    expect(cut).toBeLessThan(4.8);
  });

  it('waits rather than cutting a stretch shorter than the minimum', () => {
    expect(chooseCut([{ start: 0.2, end: 1.5 }], 2 + LIVE_SETTLED_SECONDS, false)).toBeNull();
    expect(chooseCut([{ start: 0.2, end: 1.5 }], 2.5, false)).toBeNull();
  });

  it('commits silence with no speech in it', () => {
    expect(chooseCut([], 8, false)).toBe(8 - LIVE_SETTLED_SECONDS);
  });

  it('waits for a pause in ongoing speech, and forces a cut only after a long stretch', () => {
    expect(chooseCut([{ start: 0.5, end: 12 }], 12, false)).toBeNull();
    const long = LIVE_FORCE_CUT_SECONDS + 3;
    expect(chooseCut([{ start: 0.5, end: long }], long, false)).toBe(long - LIVE_SETTLED_SECONDS);
  });

  it('takes everything at Stop', () => {
    expect(chooseCut([{ start: 0.5, end: 2 }], 2.4, true)).toBe(2.4);
    expect(chooseCut([], 0, true)).toBeNull();
  });

  it('never cuts before the minimum part length', () => {
    for (const available of [3.5, 5, 8, 13]) {
      const cut = chooseCut(
        [
          { start: 0.1, end: 1 },
          { start: 2, end: available - 0.1 },
        ],
        available,
        false,
      );
      if (cut !== null) expect(cut).toBeGreaterThanOrEqual(LIVE_MIN_PART_SECONDS);
    }
  });
});

describe('gridSamples', () => {
  it('keeps a time already on the 50 ms grid where it is', () => {
    expect(gridSamples(16.8, 16_000)).toBe(16.8 * 16_000);
    expect(gridSamples(16.82, 16_000)).toBe(16.8 * 16_000);
  });
});
