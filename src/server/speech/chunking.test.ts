import { describe, expect, it } from 'vitest';
import {
  CHUNK_LONGEST_SECONDS,
  CHUNK_MAX_SECONDS,
  CHUNK_PAD_SECONDS,
  chunkCountFor,
  planChunks,
} from './chunking';

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

  describe('with a chunk count', () => {
    // Sentences of 4-9 s with pauses of 0.6 s, as in read speech: 166 s in all.
    const sentences: Array<{ start: number; end: number }> = [];
    for (let at = 0.2, i = 0; at < 160; i += 1) {
      const length = 4 + ((i * 7) % 6);
      sentences.push({ start: at, end: at + length });
      at += length + 0.6;
    }
    const duration = (sentences.at(-1)?.end ?? 0) + 0.5;
    const speechOf = (chunk: { start: number; end: number }) =>
      sentences
        .filter((s) => s.start >= chunk.start && s.end <= chunk.end)
        .reduce((sum, s) => sum + s.end - s.start, 0);

    it('cuts into that many chunks of about equal speech, only inside pauses', () => {
      const chunks = planChunks(sentences, duration, { count: 2 });
      expect(chunks).toHaveLength(2);
      const [first, second] = chunks.map(speechOf) as [number, number];
      // The cut is at the pause nearest the middle: the halves differ by at most a sentence.
      expect(Math.abs(first - second)).toBeLessThan(2 * 9);
      expect(first + second).toBeCloseTo(
        sentences.reduce((sum, s) => sum + s.end - s.start, 0),
        6,
      );
      expect(chunks[0]!.start).toBe(0);
      expect(chunks[1]!.end).toBeCloseTo((sentences.at(-1)?.end ?? 0) + CHUNK_PAD_SECONDS, 6);
      expect(chunks[1]!.start).toBeGreaterThanOrEqual(chunks[0]!.end);
    });

    it('makes no more chunks than there are pauses to cut at', () => {
      expect(planChunks([{ start: 1, end: 20 }], 21, { count: 4 })).toHaveLength(1);
    });

    it('still splits speech without any pause', () => {
      const chunks = planChunks([{ start: 0, end: 150 }], 150, { count: 2 });
      expect(chunks).toHaveLength(2);
      expect(chunks[0]!.end).toBeCloseTo(chunks[1]!.start, 6);
    });
  });
});

describe('chunkCountFor', () => {
  const speech = (seconds: number) => [{ start: 0, end: seconds }];

  it('keeps a short clip in one chunk', () => {
    expect(chunkCountFor(speech(12), 2)).toBe(1);
    expect(chunkCountFor(speech(29), 4)).toBe(1);
  });

  it('gives each worker one chunk of a few minutes, so each loads its model once', () => {
    expect(chunkCountFor(speech(150), 2)).toBe(2);
    expect(chunkCountFor(speech(45), 2)).toBe(2);
  });

  it('uses a multiple of the workers for long recordings, no chunk over the longest', () => {
    const count = chunkCountFor(speech(1700), 2);
    expect(count % 2).toBe(0);
    expect(1700 / count).toBeLessThanOrEqual(CHUNK_LONGEST_SECONDS);
    expect(1700 / (count - 2)).toBeGreaterThan(CHUNK_LONGEST_SECONDS);
  });

  it('plans nothing for no speech', () => {
    expect(chunkCountFor([], 2)).toBe(0);
  });
});
