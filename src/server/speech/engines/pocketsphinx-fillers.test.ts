import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile } from '../decode';
import { LIBRIVOX_CLIP, tempDir } from '../test/fixtures';
import {
  FILLER_PRONUNCIATIONS,
  createPocketsphinxFillerTranscriber,
  withFillerPronunciations,
  writeFillerDictionary,
} from './pocketsphinx-fillers';

const dir = tempDir('sphinx-fillers');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('withFillerPronunciations', () => {
  it('appends the filler pronunciations once', () => {
    const extended = withFillerPronunciations('ah AA\nuh AH');
    expect(extended).toBe(`ah AA\nuh AH\n${FILLER_PRONUNCIATIONS.join('\n')}\n`);
    expect(withFillerPronunciations(extended)).toBe(extended);
  });
});

describe('writeFillerDictionary', () => {
  it('writes the extended dictionary once, and again when the base dictionary changes', () => {
    const base = path.join(dir, 'base.dict');
    fs.writeFileSync(base, 'ah AA\nhello HH AH L OW\n');
    const first = writeFillerDictionary({ base, dir });
    expect(fs.readFileSync(first, 'utf8')).toContain('ah(2) AH M');
    expect(writeFillerDictionary({ base, dir })).toBe(first);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);

    fs.writeFileSync(base, 'ah AA\nworld W ER L D\n');
    const second = writeFillerDictionary({ base, dir });
    expect(second).not.toBe(first);
    expect(fs.readFileSync(second, 'utf8')).toContain('world W ER L D');
  });
});

describe('the pocketsphinx transcriber with filler pronunciations', () => {
  it('still transcribes read speech with the real dictionary', async () => {
    const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'clip.pcm'));
    const result = await createPocketsphinxFillerTranscriber({ dictionaryDir: dir }).transcribe(
      pcm,
    );
    expect(result.engine).toBe('pocketsphinx');
    const text = result.words.map((word) => word.word).join(' ');
    for (const word of ['john', 'leisure', 'consider', 'power']) expect(text).toContain(word);
    // Variants come back as the dictionary word: "ah(2)" is written "ah".
    expect(text).not.toMatch(/\(\d+\)/);
  });
});
