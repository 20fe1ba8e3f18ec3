import { describe, expect, it } from 'vitest';
import { speechEngineLabel } from './engines';

describe('speechEngineLabel', () => {
  it.each([
    ['pocketsphinx', null, 'Offline engine: approximate transcript'],
    ['whisper', 'base.en', 'Whisper base.en (offline)'],
    ['whisper', 'tiny.en', 'Whisper tiny.en (offline)'],
    ['whisper', null, 'Whisper (offline)'],
    ['assemblyai', null, 'AssemblyAI (cloud)'],
    ['an-engine-from-later', null, 'an-engine-from-later'],
  ])('names %s (model %s) "%s"', (engine, model, label) => {
    expect(speechEngineLabel(engine, model)).toBe(label);
  });
});
