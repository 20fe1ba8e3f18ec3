import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIBRIVOX_CLIP } from '../test/fixtures';
import { createPocketsphinxTranscriber } from './pocketsphinx';

describe('pocketsphinx listening as the audio arrives', () => {
  it('hears a recording fed in 5 s pieces, with times placed in the recording', async () => {
    const transcriber = createPocketsphinxTranscriber();
    const samples = fs.readFileSync(LIBRIVOX_CLIP).subarray(44);
    const offset = 12;
    const stream = transcriber.openStream?.(offset);
    if (!stream) throw new Error('pocketsphinx should stream');
    for (let at = 0; at < samples.length; at += 5 * 32_000) {
      await stream.feed(samples.subarray(at, at + 5 * 32_000));
    }
    const words = await stream.finish();
    const spoken = words.map((word) => word.word).join(' ');
    // The clip's transcription begins "and mister john dashwood".
    expect(spoken).toMatch(/john/);
    expect(words.length).toBeGreaterThan(10);
    expect(words[0]?.start).toBeGreaterThanOrEqual(offset);
    expect(words.at(-1)?.end).toBeLessThanOrEqual(offset + samples.length / 32_000 + 0.1);
    expect(stream.settledSeconds).toBeGreaterThan(offset);
  }, 120_000);

  it('hands over the words of finished utterances and keeps the rest', async () => {
    const stream = createPocketsphinxTranscriber().openStream?.(0);
    if (!stream) throw new Error('pocketsphinx should stream');
    await stream.feed(fs.readFileSync(LIBRIVOX_CLIP).subarray(44));
    const all = await stream.finish();
    expect(stream.takeWordsBefore(Infinity)).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
  }, 120_000);
});
