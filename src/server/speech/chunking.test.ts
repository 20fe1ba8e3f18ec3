import { describe, expect, it } from 'vitest';
import {
  CHUNK_MAX_SECONDS,
  CHUNK_PAD_SECONDS,
  planChunks,
  planWindowChunks,
  WINDOW_FILL,
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
});

describe('planWindowChunks', () => {
  const max = 29;
  /** A stand-in for the audio: the quietest moment is always 1 s before the limit. */
  const quietest = (from: number, to: number) => Promise.resolve(Math.max(from, to - 1));

  it('ends a chunk in the last pause that fills most of the window', async () => {
    const segments = [
      { start: 0.5, end: 12 },
      { start: 12.5, end: 24 },
      { start: 24.6, end: 40 },
    ];
    const chunks = await planWindowChunks(segments, 41, max, quietest);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.end).toBeCloseTo(24 + CHUNK_PAD_SECONDS);
    expect(chunks[1]!.start).toBeCloseTo(24.6 - CHUNK_PAD_SECONDS);
    expect(chunks[1]!.end).toBeCloseTo(40 + CHUNK_PAD_SECONDS);
  });

  it('cuts long speech at its quietest moment, never past one window', async () => {
    const segments = [{ start: 0, end: 100 }];
    const asked: Array<[number, number]> = [];
    const chunks = await planWindowChunks(segments, 100, max, (from, to) => {
      asked.push([from, to]);
      return quietest(from, to);
    });
    expect(chunks.map((c) => c.end - c.start).every((s) => s <= max)).toBe(true);
    expect(chunks[0]).toEqual({ start: 0, end: 28 });
    expect(chunks[1]).toEqual({ start: 28, end: 56 });
    expect(chunks.at(-1)!.end).toBe(100);
    // The cut is looked for only where it leaves a well-filled window.
    expect(asked[0]).toEqual([max * WINDOW_FILL, max]);
  });

  it('prefers a cut in speech to a pause that would leave the window mostly empty', async () => {
    const segments = [
      { start: 0, end: 5 },
      { start: 6, end: 60 },
    ];
    const chunks = await planWindowChunks(segments, 60, max, quietest);
    expect(chunks[0]!.end).toBe(28);
  });

  it('reads nothing of a silent recording', async () => {
    expect(await planWindowChunks([], 30, max, quietest)).toEqual([]);
  });
});
