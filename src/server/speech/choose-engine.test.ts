import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sha1OfFile } from '../lib/download-verified';
import { chooseSpeechEngine, decideSpeechEngine, type EngineFacts } from './choose-engine';
import { autoWhisperModelPath } from './engines/auto-whisper-model';

const TEST_MODEL = fileURLToPath(
  new URL('../../../../shared/models/for-tests-ggml-tiny.en.bin', import.meta.url),
);

describe('decideSpeechEngine', () => {
  const verified = { path: '/data/models/ggml-base.en.bin', name: 'base.en' };
  const registryModel = { path: '/cache/models/ggml-tiny.en.bin', name: 'tiny.en' };
  const unset: EngineFacts = {
    configured: undefined,
    configuredWhisperModel: undefined,
    verifiedModel: verified,
    whisperLoads: true,
  };

  it.each<[string, Partial<EngineFacts>, string, string | undefined]>([
    ['a verified model and smart-whisper', {}, 'whisper', verified.path],
    ['no verified model', { verifiedModel: null }, 'pocketsphinx', undefined],
    ['smart-whisper not built', { whisperLoads: false }, 'pocketsphinx', undefined],
    ['neither', { verifiedModel: null, whisperLoads: false }, 'pocketsphinx', undefined],
    [
      "only the cache's model",
      { verifiedModel: null, registryModel },
      'whisper',
      registryModel.path,
    ],
    ['both models', { registryModel }, 'whisper', verified.path],
    [
      "the cache's model, not built",
      { verifiedModel: null, registryModel, whisperLoads: false },
      'pocketsphinx',
      undefined,
    ],
  ])('with SPEECH_ENGINE unset and %s: %s', (_case, facts, engine, whisperModel) => {
    const choice = decideSpeechEngine({ ...unset, ...facts });
    expect(choice).toMatchObject({ engine, source: 'automatic' });
    expect(choice.whisperModel).toBe(whisperModel);
  });

  it('says why it fell back', () => {
    expect(decideSpeechEngine({ ...unset, verifiedModel: null }).reason).toBe(
      'no verified whisper model in the data folder or the cache',
    );
    expect(decideSpeechEngine({ ...unset, whisperLoads: false }).reason).toBe(
      'the smart-whisper native module is not built',
    );
    expect(decideSpeechEngine(unset).reason).toBe('whisper base.en verified in the data folder');
    expect(decideSpeechEngine({ ...unset, verifiedModel: null, registryModel }).reason).toBe(
      'whisper tiny.en verified in the cache',
    );
  });

  it.each(['pocketsphinx', 'assemblyai'] as const)(
    'obeys SPEECH_ENGINE=%s even with a verified model',
    (configured) => {
      expect(decideSpeechEngine({ ...unset, configured })).toEqual({
        engine: configured,
        source: 'configured',
        reason: `SPEECH_ENGINE=${configured}`,
      });
    },
  );

  it('obeys SPEECH_ENGINE=whisper with WHISPER_MODEL, not the data folder', () => {
    const choice = decideSpeechEngine({
      ...unset,
      configured: 'whisper',
      configuredWhisperModel: '/models/ggml-small.en.bin',
      whisperLoads: false,
    });
    expect(choice).toMatchObject({
      engine: 'whisper',
      whisperModel: '/models/ggml-small.en.bin',
      source: 'configured',
    });
  });
});

// The tiny test model sits beside the project (../shared/models); a clone elsewhere has none.
describe.skipIf(!fs.existsSync(TEST_MODEL))('chooseSpeechEngine', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-choose-engine-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // An empty cache: this machine's own (with tiny.en from PyPI, perhaps) is not looked at.
  const config = {
    SPEECH_ENGINE: undefined,
    WHISPER_MODEL: undefined,
    dataDir: dir,
    cacheDir: path.join(dir, 'cache'),
  };

  it('picks pocketsphinx on an empty data folder, and whisper once a verified model is there', async () => {
    const model = { name: 'base.en' as const, sha1: await sha1OfFile(TEST_MODEL) };
    expect(await chooseSpeechEngine(config, { model })).toMatchObject({ engine: 'pocketsphinx' });

    const file = autoWhisperModelPath(dir);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(TEST_MODEL, file);
    // smart-whisper is built on this machine (its native module loads).
    expect(await chooseSpeechEngine(config, { model })).toEqual({
      engine: 'whisper',
      whisperModel: file,
      source: 'automatic',
      reason: 'whisper base.en verified in the data folder',
    });
    // Against the real base.en's sha1 the same file is refused.
    expect(await chooseSpeechEngine(config)).toMatchObject({ engine: 'pocketsphinx' });
    // And a configured engine ignores it.
    expect(
      await chooseSpeechEngine({ ...config, SPEECH_ENGINE: 'pocketsphinx' }, { model }),
    ).toMatchObject({ engine: 'pocketsphinx', source: 'configured' });
  });
});
