import { describe, expect, it } from 'vitest';
import { voicesMayBeOne, XVECTOR_MAYBE_ONE_VOICE } from './embedders';

/** A unit x-vector whose cosine with `along(0, 0)` is `similarity`. */
function along(similarity: number): number[] {
  const v = new Array<number>(128).fill(0);
  v[0] = similarity;
  v[1] = Math.sqrt(1 - similarity ** 2);
  return v;
}

describe('voicesMayBeOne', () => {
  it('is unsure when two voices are nearly as alike as one voice', () => {
    expect(voicesMayBeOne({ A: along(1), B: along(XVECTOR_MAYBE_ONE_VOICE + 0.01) })).toBe(true);
    // Only some pair need be alike: C is far from both, B near A.
    expect(voicesMayBeOne({ A: along(1), B: along(0.6), C: along(0) })).toBe(true);
  });

  it('is sure of voices far apart, of one voice, and of signatures of another kind', () => {
    expect(voicesMayBeOne({ A: along(1), B: along(XVECTOR_MAYBE_ONE_VOICE - 0.01) })).toBe(false);
    expect(voicesMayBeOne({ A: along(1) })).toBe(false);
    expect(voicesMayBeOne(null)).toBe(false);
    // MFCC statistics (24 values) have no such line.
    expect(voicesMayBeOne({ A: new Array(24).fill(0.2), B: new Array(24).fill(0.2) })).toBe(false);
  });
});
