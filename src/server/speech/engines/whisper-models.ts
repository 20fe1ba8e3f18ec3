import path from 'node:path';

/** whisper.cpp's English models, with the sha1 sums from the speech engines guide. */
export const WHISPER_MODELS = {
  'tiny.en': { sha1: 'c78c86eb1a8faa21b369bcd33207cc90d64ae9df', megabytes: 75 },
  'base.en': { sha1: '137c40403d78fd54d454da0f9bd998f78703390c', megabytes: 142 },
} as const;

export type WhisperModelName = keyof typeof WHISPER_MODELS;

export const isWhisperModelName = (name: string): name is WhisperModelName =>
  Object.hasOwn(WHISPER_MODELS, name);

/**
 * whisper.cpp's own file name for a model, used both on the server and on disk; a quantized
 * model's says its type after the name, as whisper.cpp names them (`ggml-tiny.en-q8_0.bin`).
 */
export const whisperModelFileName = (name: string, quantization?: string) =>
  `ggml-${name}${quantization ? `-${quantization}` : ''}.bin`;

/** `HF_ENDPOINT` is Hugging Face's own setting for a mirror; we honour it the same way. */
export function whisperModelUrl(name: WhisperModelName, endpoint = 'https://huggingface.co') {
  return `${endpoint.replace(/\/+$/, '')}/ggerganov/whisper.cpp/resolve/main/${whisperModelFileName(name)}`;
}

/**
 * The model a file holds, read from whisper.cpp's naming (`ggml-base.en.bin` is base.en, and
 * so is `ggml-base.en-q8_0.bin`); null for a file named otherwise. Used to name the engine,
 * never to trust the file.
 */
export function whisperModelNameOfFile(file: string): string | null {
  return /^ggml-(.+?)(?:-q\d_\d)?\.bin$/.exec(path.basename(file))?.[1] ?? null;
}

/**
 * whisper.cpp's alignment-head presets (`whisper_alignment_heads_preset` in whisper.h), by
 * model: the attention heads that follow the audio, which DTW times each token by
 * (decision 162). A model without one keeps whisper's token times.
 */
export const WHISPER_ALIGNMENT_HEADS: Readonly<Record<string, number>> = {
  'tiny.en': 3,
  tiny: 4,
  'base.en': 5,
  base: 6,
  'small.en': 7,
  small: 8,
  'medium.en': 9,
  medium: 10,
};

/** The alignment-head preset for the model in `file`, or null. */
export const alignmentHeadsOfFile = (file: string): number | null =>
  WHISPER_ALIGNMENT_HEADS[whisperModelNameOfFile(file) ?? ''] ?? null;
