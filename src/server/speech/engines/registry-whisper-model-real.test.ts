import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cadenceCacheDir } from '../../lib/cache-dir';
import { decodeToPcmFile } from '../decode';
import { countWordErrors, werTokens, wordErrorRate } from '../evaluation/wer';
import { LIBRIVOX_DIR, tempDir } from '../test/fixtures';
import { findRegistryWhisperModel } from './registry-whisper-model';
import { createWhisperTranscriber } from './whisper';

/*
 * The real tiny.en from PyPI, converted, through Cadence's whisper engine. The set-up of
 * `npm test` brings it into Cadence's cache; where pip or the registry could not be had, the
 * test is skipped and says so.
 */
const model = await findRegistryWhisperModel(cadenceCacheDir());
if (!model) {
  console.info(
    `whisper tiny.en from PyPI is not in ${cadenceCacheDir()}: the end-to-end test is skipped`,
  );
}

const dir = tempDir('registry-whisper');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!model)('whisper tiny.en from PyPI, converted', () => {
  it('transcribes real read speech nearly word for word, with times and confidences', async () => {
    const clip = await decodeToPcmFile(
      path.join(LIBRIVOX_DIR, 'sense_and_sensibility_01_austen_64kb-0870.wav'),
      path.join(dir, 'clip.pcm'),
    );
    const reference =
      'and mister john dashwood had then leisure to consider how much there might be ' +
      'prudently in his power to do for them';
    const transcriber = createWhisperTranscriber({ modelPath: model!.path });
    expect(transcriber.model).toBe('tiny.en');

    const result = await transcriber.transcribe(clip);

    const words = result.words.map((w) => w.word);
    const errors = countWordErrors(werTokens(reference.split(' ')), werTokens(words));
    console.info(`tiny.en: "${words.join(' ')}", WER ${wordErrorRate([errors])}`);
    // "mister" may come out as "Mr."; nothing else may be wrong.
    expect(errors.substitutions + errors.deletions + errors.insertions).toBeLessThanOrEqual(1);
    for (const word of result.words) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(clip.durationSeconds + 0.05);
      expect(word.confidence).toBeGreaterThan(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
    }
  });
});
