import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as SmartWhisperModule from 'smart-whisper';
import type { WhisperModel } from 'smart-whisper';
import { execFileTied } from '../../lib/child-process';

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

/** Loads the model in a throw-away process and exits: whether it loads, without risk. */
const PROBE_SCRIPT =
  'require(process.argv[1]).WhisperModel.load(process.argv[2], false)' +
  '.then(() => process.exit(0), () => process.exit(3));';

/**
 * smart-whisper 0.8.1 crashes the whole process (a segmentation fault, not an error) when
 * whisper.cpp refuses a model file: wrong format, truncated, a saved error page. So each
 * model is first loaded once in a child process, and only a file that loads there is
 * loaded here.
 */
async function probeModel(modelPath: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('smart-whisper');
  try {
    await execFileTied(process.execPath, ['-e', PROBE_SCRIPT, entry, modelPath], {
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    // whisper.cpp logs why it refused the file, e.g. "invalid model data (bad magic)".
    const reason = /whisper_model_load: (.*(?:invalid|failed|not all|unknown|error).*)/i.exec(
      stderr,
    )?.[1];
    throw new WhisperError('MODEL_UNREADABLE', reason?.trim() ?? 'the file was refused');
  }
}

const models = new Map<string, Promise<WhisperModel>>();

/** The model at `modelPath`, loaded once per process and kept for every later recording. */
export function loadWhisperModel(modelPath: string): Promise<WhisperModel> {
  let model = models.get(modelPath);
  if (!model) {
    model = (async () => {
      const { WhisperModel } = await loadSmartWhisper();
      if (!fs.statSync(modelPath, { throwIfNoEntry: false })?.isFile()) {
        throw new WhisperError('MODEL_UNREADABLE', `no file at ${modelPath}`);
      }
      await probeModel(modelPath);
      return WhisperModel.load(modelPath, false);
    })();
    models.set(modelPath, model);
    // A failed load is not kept, so fixing the file and retrying works without a restart.
    model.catch(() => models.delete(modelPath));
  }
  return model;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * whisper.cpp already spreads one transcription over every core, so two at once (two
 * recordings, or two models) only slow each other down: all whisper work in the process
 * runs one piece at a time, in the order it was asked for.
 */
export function runWhisperExclusively<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(() => work());
  queue = result.catch(() => undefined);
  return result;
}
