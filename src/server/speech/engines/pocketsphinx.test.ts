import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile } from '../decode';
import type { TranscribedWord } from '../types';
import { ffmpeg, LIBRIVOX_CLIP, tempDir } from '../test/fixtures';
import {
  createPocketsphinxTranscriber,
  mergeSphinxArgs,
  parsePocketsphinxOutput,
} from './pocketsphinx';

const dir = tempDir('sphinx');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('parsePocketsphinxOutput', () => {
  it('keeps words, drops markers, strips pronunciation variants and shifts times', () => {
    const output = [
      'and mr john',
      '<s> 0.000 0.140 0.999400',
      'and(2) 0.150 0.360 0.260057',
      '<sil> 0.370 0.400 0.5',
      '[NOISE] 0.400 0.500 0.5',
      'Mr 0.510 0.620 0.988762',
      '</s> 7.050 7.080 1.000000',
    ].join('\n');
    expect(parsePocketsphinxOutput(output, 10)).toEqual([
      { word: 'and', start: 10.15, end: 10.36, confidence: 0.260057 },
      { word: 'mr', start: 10.51, end: 10.62, confidence: 0.988762 },
    ]);
  });
});

describe('mergeSphinxArgs', () => {
  it('lets extra arguments replace the search settings they name, and keeps the rest', () => {
    expect(
      mergeSphinxArgs(
        ['-maxhmmpf', '10000', '-beam', '1e-48'],
        ['-dict', 'x.dict', '-beam', '1e-40'],
      ),
    ).toEqual(['-maxhmmpf', '10000', '-dict', 'x.dict', '-beam', '1e-40']);
    expect(mergeSphinxArgs(['-maxhmmpf', '10000'], [])).toEqual(['-maxhmmpf', '10000']);
    expect(mergeSphinxArgs([], ['-topn', '2'])).toEqual(['-topn', '2']);
  });
});

describe('the pocketsphinx transcriber', () => {
  it('transcribes real read speech with word times and confidences', async () => {
    const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'clip.pcm'));
    const result = await createPocketsphinxTranscriber().transcribe(pcm);
    expect(result.engine).toBe('pocketsphinx');
    const text = result.words.map((w) => w.word).join(' ');
    // "and mister john dashwood had then leisure to consider how much there might be
    // prudently in his power to do for them": the engine gets most of it.
    for (const word of ['john', 'leisure', 'consider', 'power']) expect(text).toContain(word);
    for (const [i, word] of result.words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(result.words[i - 1]!.end);
    }
  });

  it('keeps timestamps exact across parallel chunks', async () => {
    // The same clip six times with 2 s of silence between: chunks of ~30 s, two at a time.
    const silence = path.join(dir, 'silence.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '2', silence);
    const list = path.join(dir, 'list.txt');
    fs.writeFileSync(
      list,
      Array.from({ length: 6 }, () => `file '${LIBRIVOX_CLIP}'\nfile '${silence}'`).join('\n'),
    );
    const joined = path.join(dir, 'joined.wav');
    ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ar', '16000', '-ac', '1', joined);
    const pcm = await decodeToPcmFile(joined, path.join(dir, 'joined.pcm'));
    // One transcription reports both progress and checkpoints: each run of this minute of
    // audio is most of the test's work, which a loaded machine stretched past its time-out.
    const progress: number[] = [];
    const saved: Record<string, TranscribedWord[]> = {};
    const result = await createPocketsphinxTranscriber({ concurrency: 2 }).transcribe(pcm, {
      onProgress: (fraction) => progress.push(fraction),
      onChunk: (key, words) => {
        saved[key] = words;
      },
    });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);

    const period = 7.1 + 2; // clip length plus the silence
    const consider = result.words.filter((w) => w.word === 'consider').map((w) => w.start);
    expect(consider.length).toBe(6);
    const first = consider[0]!;
    consider.forEach((start, i) => expect(start).toBeCloseTo(first + i * period, 1));

    // Checkpoints: every chunk is reported, and a second run reuses what it is given.
    const keys = Object.keys(saved);
    expect(keys.length).toBeGreaterThan(1);
    expect(Object.values(saved).flat()).toHaveLength(result.words.length);
    const [firstKey = ''] = keys;
    const marker = [{ word: 'checkpointed', start: 0.5, end: 0.9, confidence: 1 }];
    const resumed = await createPocketsphinxTranscriber({ concurrency: 2 }).transcribe(pcm, {
      doneChunks: { ...saved, [firstKey]: marker },
      onChunk: () => {
        throw new Error('every chunk was checkpointed: nothing should be transcribed again');
      },
    });
    expect(resumed.words.filter((w) => w.word === 'checkpointed')).toHaveLength(1);
    expect(resumed.words).toHaveLength(result.words.length - (saved[firstKey]?.length ?? 0) + 1);
  });
});
