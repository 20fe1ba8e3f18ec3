import fs from 'node:fs';
import path from 'node:path';
import { DownloadError, downloadVerified, sha1OfFile } from '../../lib/download-verified';
import { loadSmartWhisper, WhisperError } from './whisper-model';
import {
  WHISPER_MODELS,
  whisperModelFileName,
  whisperModelUrl,
  type WhisperModelName,
} from './whisper-models';

/**
 * The model `npm start` fetches into the data folder when it can, and the server then uses
 * when SPEECH_ENGINE is unset (decision 88): base.en, the speech engines guide's choice
 * for accuracy at about 4 s per minute of speech.
 */
export const AUTO_WHISPER_MODEL: WhisperModelName = 'base.en';

/**
 * An offline machine must not hold up the start: whether the host answers is known within
 * 5 s (DNS, connection, redirects and headers together), and a download that receives
 * nothing for 20 s is abandoned.
 */
export const AUTO_MODEL_CONNECT_TIMEOUT_MS = 5_000;
export const AUTO_MODEL_STALL_TIMEOUT_MS = 20_000;

/** A model file to expect: its name (and so its file and URL) and its sha1. */
export interface ExpectedWhisperModel {
  name: WhisperModelName;
  sha1: string;
}

const autoModel = (): ExpectedWhisperModel => ({
  name: AUTO_WHISPER_MODEL,
  sha1: WHISPER_MODELS[AUTO_WHISPER_MODEL].sha1,
});

/** Where the automatic model lives: `$DATA_DIR/models/ggml-base.en.bin`. */
export const autoWhisperModelPath = (
  dataDir: string,
  name: WhisperModelName = AUTO_WHISPER_MODEL,
) => path.join(dataDir, 'models', whisperModelFileName(name));

/** Whether the smart-whisper native module was built and loads in this process. */
export const smartWhisperLoads = () =>
  loadSmartWhisper().then(
    () => true,
    () => false,
  );

/**
 * The model at `file` when it is exactly the expected one (its sha1 matches), else null: a
 * partial, damaged or other file is never taken for it.
 */
export async function findVerifiedWhisperModel(
  file: string,
  expected: ExpectedWhisperModel = autoModel(),
): Promise<{ path: string; name: WhisperModelName } | null> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  return (await sha1OfFile(file)) === expected.sha1 ? { path: file, name: expected.name } : null;
}

export type AutoModelUnavailableCode = WhisperError['code'] | DownloadError['code'] | 'NOT_SAVED';

export type AutoModelOutcome =
  | { status: 'ready'; path: string; name: WhisperModelName; downloaded: boolean }
  | { status: 'unavailable'; code: AutoModelUnavailableCode; message: string };

export interface FetchAutoModelOptions {
  dataDir: string;
  /** `HF_ENDPOINT`: a mirror of Hugging Face. */
  endpoint?: string | undefined;
  /** The model to fetch; base.en unless a test serves another. */
  model?: ExpectedWhisperModel;
  connectTimeoutMs?: number;
  stallTimeoutMs?: number;
  onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
  signal?: AbortSignal;
}

/**
 * Brings the automatic whisper model into the data folder, verified, when whisper can run
 * here; otherwise says why not. It never throws for a missing module, an unreachable or
 * stalled host, a wrong file or a full disk: each is an `unavailable` outcome, and the
 * server then uses pocketsphinx. Only a verified file is ever left at the model's path.
 */
export async function fetchAutoWhisperModel(
  options: FetchAutoModelOptions,
): Promise<AutoModelOutcome> {
  const model = options.model ?? autoModel();
  try {
    // No point in 142 MB that cannot be used.
    await loadSmartWhisper();
    const result = await downloadVerified({
      url: whisperModelUrl(model.name, options.endpoint),
      sha1: model.sha1,
      destination: autoWhisperModelPath(options.dataDir, model.name),
      connectTimeoutMs: options.connectTimeoutMs ?? AUTO_MODEL_CONNECT_TIMEOUT_MS,
      stallTimeoutMs: options.stallTimeoutMs ?? AUTO_MODEL_STALL_TIMEOUT_MS,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return {
      status: 'ready',
      path: result.path,
      name: model.name,
      downloaded: !result.alreadyPresent,
    };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof WhisperError || error instanceof DownloadError) {
      return { status: 'unavailable', code: error.code, message: error.message };
    }
    // The disk, not the network: a read-only or full data folder.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 'unavailable',
      code: 'NOT_SAVED',
      message: `The model could not be saved in ${options.dataDir} (${reason}).`,
    };
  }
}
