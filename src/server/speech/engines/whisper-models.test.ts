import { describe, expect, it } from 'vitest';
import {
  alignmentHeadsOfFile,
  whisperModelFileName,
  whisperModelNameOfFile,
} from './whisper-models';

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

describe('alignmentHeadsOfFile', () => {
  it("names whisper.cpp's preset for the model in a file, quantized or not", () => {
    expect(alignmentHeadsOfFile('/cache/models/ggml-tiny.en-q8_0.bin')).toBe(3);
    expect(alignmentHeadsOfFile('/data/models/ggml-base.en.bin')).toBe(5);
    expect(alignmentHeadsOfFile('/data/models/my-model.bin')).toBeNull();
  });
});
