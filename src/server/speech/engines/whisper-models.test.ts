import { describe, expect, it } from 'vitest';
import { whisperModelFileName, whisperModelNameOfFile } from './whisper-models';

describe("whisper.cpp's model file names", () => {
  it('names a model, quantized or not, and reads the name back without its type', () => {
    expect(whisperModelFileName('base.en')).toBe('ggml-base.en.bin');
    expect(whisperModelFileName('tiny.en', 'q8_0')).toBe('ggml-tiny.en-q8_0.bin');
    expect(whisperModelNameOfFile('/cache/models/ggml-tiny.en-q8_0.bin')).toBe('tiny.en');
    expect(whisperModelNameOfFile('/data/models/ggml-base.en.bin')).toBe('base.en');
    expect(whisperModelNameOfFile('ggml-large-v3-turbo-q5_0.bin')).toBe('large-v3-turbo');
    expect(whisperModelNameOfFile('/models/model.bin')).toBeNull();
  });
});
