/**
 * Records the garbled transcript the approximate-transcript tests score
 * (src/server/speech/test/fixtures/garbled-reading.json): espeak-ng reads a short talk in the
 * en-us voice, pocketsphinx (Cadence's offline engine, with its filler pronunciations)
 * transcribes it, and the words are written with their times and posteriors. pocketsphinx
 * mishears most of this clear synthetic speech (docs/evaluation.md), which is the point. Run
 * it again only when the engine changes:
 *
 *   node --import tsx scripts/record-garbled-transcript-fixture.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { decodeToPcmFile } from '../src/server/speech/decode';
import { createPocketsphinxFillerTranscriber } from '../src/server/speech/engines/pocketsphinx-fillers';
import { espeak, tempDir } from '../src/server/speech/test/fixtures';

const OUT = fileURLToPath(
  new URL('../src/server/speech/test/fixtures/garbled-reading.json', import.meta.url),
);

/** What was said: a reading with no fillers, hedges or repeats. */
export const GARBLED_READING_SCRIPT = [
  'Hello everyone. Today I want to talk about why practice matters.',
  'When we practise every day, we get better at the things we care about.',
  'Public speaking is a skill like any other, and the more you rehearse, the calmer you feel in front of an audience.',
  'So set aside ten minutes each morning, pick a topic, and speak about it out loud.',
  'Record yourself, listen back, and notice one thing to improve.',
  'Next week, do the same, and compare the two recordings.',
  'Small steps, taken every day, add up to a big change over a few months.',
].join(' ');

async function main() {
  const dir = tempDir('garbled');
  try {
    const wav = espeak(GARBLED_READING_SCRIPT, path.join(dir, 'reading.wav'), { wpm: 150 });
    const pcm = await decodeToPcmFile(wav, path.join(dir, 'reading.pcm'));
    const transcription = await createPocketsphinxFillerTranscriber().transcribe(pcm);
    const fixture = {
      about:
        'pocketsphinx (filler pronunciations) on espeak-ng en-us reading GARBLED_READING_SCRIPT at 150 wpm; scripts/record-garbled-transcript-fixture.ts',
      script: GARBLED_READING_SCRIPT,
      durationSeconds: Math.round(pcm.durationSeconds * 1000) / 1000,
      engine: transcription.engine,
      words: transcription.words,
    };
    // Written as prettier would, so format:check leaves it alone.
    const options = await prettier.resolveConfig(OUT);
    fs.writeFileSync(
      OUT,
      await prettier.format(JSON.stringify(fixture), { ...options, filepath: OUT }),
    );
    console.log(`${OUT}: ${transcription.words.length} words`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
