import { describe, expect, it } from 'vitest';
import { CHUNK_MAX_SECONDS, CHUNK_PAD_SECONDS, planChunks } from './chunking';

describe('planChunks', () => {
  it('keeps a short recording in one chunk, padded into the silence around it', () => {
    expect(planChunks([{ start: 1, end: 8 }], 10)).toEqual([
      { start: 1 - CHUNK_PAD_SECONDS, end: 8 + CHUNK_PAD_SECONDS },
    ]);
  });

  it('never pads past the ends of the recording', () => {
    expect(planChunks([{ start: 0.1, end: 9.95 }], 10)).toEqual([{ start: 0, end: 10 }]);
  });

  it('groups segments up to about 30 s and cuts only inside silences', () => {
    const segments = Array.from({ length: 12 }, (_, i) => ({ start: i * 10, end: i * 10 + 9 }));
    const chunks = planChunks(segments, 120);
    expect(chunks.length).toBe(4);
    for (const chunk of chunks) {
      const cutsSpeech = segments.some(
        (s) =>
          (chunk.start > s.start && chunk.start < s.end) ||
          (chunk.end > s.start && chunk.end < s.end),
      );
      expect(cutsSpeech).toBe(false);
    }
    // Chunks do not overlap and stay in order.
    for (let i = 1; i < chunks.length; i += 1) {
      expect(chunks[i]!.start).toBeGreaterThanOrEqual(chunks[i - 1]!.end);
    }
  });

  it('splits speech without any pause into parts of at most CHUNK_MAX_SECONDS', () => {
    const chunks = planChunks([{ start: 0, end: 150 }], 150);
    expect(chunks.length).toBe(Math.ceil(150 / CHUNK_MAX_SECONDS));
    for (const chunk of chunks) {
      expect(chunk.end - chunk.start).toBeLessThanOrEqual(
        CHUNK_MAX_SECONDS + 2 * CHUNK_PAD_SECONDS,
      );
    }
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(150);
  });

  it('returns nothing when no speech was found', () => {
    expect(planChunks([], 30)).toEqual([]);
  });
});
