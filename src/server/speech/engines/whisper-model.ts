import type * as SmartWhisperModule from 'smart-whisper';

type SmartWhisper = typeof SmartWhisperModule;

export type WhisperErrorCode =
  'NATIVE_MODULE_MISSING' | 'MODEL_UNREADABLE' | 'TRANSCRIPTION_FAILED';

const MESSAGES: Record<WhisperErrorCode, (detail: string) => string> = {
  NATIVE_MODULE_MISSING: () =>
    'The whisper engine needs the smart-whisper native module, which is not installed or did ' +
    'not build. Install a C++ build tool chain (on Debian: `apt-get install build-essential ' +
    'python3`), then run `npm ci` again, or `npm start`, which runs it with the native CPU ' +
    'flags whisper needs for speed. Until then, use SPEECH_ENGINE=pocketsphinx.',
  MODEL_UNREADABLE: (detail) =>
    `whisper.cpp could not load the model in WHISPER_MODEL (${detail}). The file may be ` +
    'incomplete or not a whisper.cpp ggml model: download it again with ' +
    '`npm run models:download base.en`.',
  TRANSCRIPTION_FAILED: (detail) => `whisper.cpp failed while transcribing: ${detail}`,
};

/** A typed whisper failure whose message tells a person what to do about it. */
export class WhisperError extends Error {
  constructor(
    readonly code: WhisperErrorCode,
    readonly detail = '',
  ) {
    super(MESSAGES[code](detail));
    this.name = 'WhisperError';
  }
}

let smartWhisper: Promise<SmartWhisper> | null = null;

/**
 * smart-whisper is an optional dependency compiled at install; imported only when whisper
 * is used, so the app still starts (with another engine) where the build failed.
 */
export function loadSmartWhisper(): Promise<SmartWhisper> {
  smartWhisper ??= import('smart-whisper').then(
    // A CommonJS module: its exports may arrive as named exports or under `default`.
    (module) => ('WhisperModel' in module ? module : (module as { default: SmartWhisper }).default),
    (error: unknown) => {
      smartWhisper = null;
      throw new WhisperError(
        'NATIVE_MODULE_MISSING',
        error instanceof Error ? error.message : String(error),
      );
    },
  );
  return smartWhisper;
}
