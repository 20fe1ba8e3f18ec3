import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile } from '../decode';
import { LIBRIVOX_CLIP, tempDir } from '../test/fixtures';
import type { TranscribeOptions, Transcriber } from '../transcriber';
import {
  LIVE_FORCE_CUT_SECONDS,
  LIVE_MIN_PART_SECONDS,
  LIVE_SETTLED_SECONDS,
  analyzeLivePart,
  chooseCut,
  gridSamples,
  textOfPart,
} from './live-part';

const dir = tempDir('live-part');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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

describe('analyzeLivePart: reading on from the part before', () => {
  it("hands the engine the previous part's words, and nothing before the first", async () => {
    const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'clip.pcm'));
    const heard: TranscribeOptions[] = [];
    const transcriber: Transcriber = {
      name: 'whisper',
      model: 'tiny.en',
      capabilities: ['offline'],
      transcribe: (_pcm, options = {}) => {
        heard.push(options);
        return Promise.resolve({
          words: [],
          engine: 'whisper',
          model: 'tiny.en',
          punctuated: true,
        });
      },
    };
    const previous = {
      words: [
        { word: 'And', start: 0, end: 0.2, confidence: 0.9 },
        { word: 'so,', start: 0.2, end: 0.5, confidence: 0.9 },
      ],
    };
    const options = { final: true, transcriber, embedder: null, workDir: dir };

    await analyzeLivePart(pcm, 0, { ...options, previousText: textOfPart(previous) });
    await analyzeLivePart(pcm, 0, { ...options, previousText: textOfPart(undefined) });

    expect(heard.map((o) => o.previousText)).toEqual(['And so,', undefined]);
  });
});
