import fs from 'node:fs';
import path from 'node:path';
import type { AssemblyAI, Transcript, TranscriptWord } from 'assemblyai';
import type { PcmFile } from '../decode';
import { SPEECH_ENGINE_CAPABILITIES } from '../engine-info';
import type { Transcriber } from '../transcriber';
import type { TranscribedWord } from '../types';
import { writeWavSlice } from '../wav';
import { makeWorkDir } from '../../lib/work-dir';

export type AssemblyAiErrorCode =
  'KEY_REFUSED' | 'TRANSCRIPTION_FAILED' | 'REQUEST_FAILED' | 'UNREACHABLE';

const MESSAGES: Record<AssemblyAiErrorCode, (detail: string) => string> = {
  KEY_REFUSED: () => 'The AssemblyAI API key was refused. Check ASSEMBLYAI_API_KEY.',
  TRANSCRIPTION_FAILED: (detail) => `AssemblyAI could not transcribe this recording: ${detail}`,
  REQUEST_FAILED: (detail) => `AssemblyAI could not handle the request: ${detail}`,
  UNREACHABLE: () =>
    'Could not reach AssemblyAI. Check the network connection (and ASSEMBLYAI_BASE_URL if set), ' +
    'then try again.',
};

/** A typed AssemblyAI failure whose message tells a person what to do about it. */
export class AssemblyAiError extends Error {
  constructor(
    readonly code: AssemblyAiErrorCode,
    readonly detail = '',
  ) {
    super(MESSAGES[code](detail));
    this.name = 'AssemblyAiError';
  }
}

/**
 * The SDK turns every HTTP error into a plain Error carrying the body's `error` text, so the
 * status is lost. A wrong or missing key answers 401 "Authentication error, API token
 * missing/invalid" (the live API's answer); match on that text.
 */
const KEY_REFUSED_TEXT = /authentication error|api (token|key) (missing|invalid)|HTTP Error: 401/i;

function toAssemblyAiError(error: unknown): AssemblyAiError {
  if (error instanceof AssemblyAiError) return error;
  // Node's fetch fails with TypeError('fetch failed') when no HTTP answer came at all.
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = error.cause as NodeJS.ErrnoException | undefined;
    return new AssemblyAiError('UNREACHABLE', cause?.code ?? cause?.message ?? '');
  }
  const message = error instanceof Error ? error.message : String(error);
  if (KEY_REFUSED_TEXT.test(message)) return new AssemblyAiError('KEY_REFUSED', message);
  return new AssemblyAiError('REQUEST_FAILED', message);
}

/**
 * AssemblyAI reports a status, not a percentage, so progress moves by stage: the upload is the
 * part we can see finish, the rest is the service's queue and its model.
 */
const PROGRESS_AFTER_UPLOAD = 0.3;
const PROGRESS_WHILE_PROCESSING = 0.5;

/** The SDK's own default between status checks. */
const DEFAULT_POLLING_INTERVAL_MS = 3_000;

const seconds = (milliseconds: number) => milliseconds / 1000;

export function mapAssemblyAiWords(words: readonly TranscriptWord[]): TranscribedWord[] {
  return words.map((word) => ({
    // Raw text, punctuation included ("Hello,"): the metrics read sentence ends from it.
    word: word.text,
    start: seconds(word.start),
    end: seconds(word.end),
    confidence: Math.min(1, Math.max(0, word.confidence)),
    ...(word.speaker ? { speaker: word.speaker } : {}),
  }));
}

/** Settles with `work`, or rejects with the abort reason as soon as `signal` fires. */
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    // Handlers go on first, so a request that fails after the abort is never unhandled.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The cloud engine: AssemblyAI through its official SDK, with fillers kept (`disfluencies`)
 * and speakers labelled. The recording is uploaded as a WAV streamed from disk.
 */
export function createAssemblyAiTranscriber(options: {
  apiKey: string;
  baseUrl?: string;
  pollingIntervalMs?: number;
}): Transcriber {
  // The SDK loads with the first recording, not with the server (decision 190).
  let sdk: Promise<AssemblyAI> | null = null;
  const connect = () =>
    (sdk ??= import('assemblyai').then(
      ({ AssemblyAI }) => new AssemblyAI({ apiKey: options.apiKey, baseUrl: options.baseUrl }),
    ));
  const pollingIntervalMs = options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;

  async function upload(pcm: PcmFile, signal: AbortSignal | undefined): Promise<string> {
    const client = await connect();
    const workDir = await makeWorkDir('assemblyai');
    try {
      const wav = await writeWavSlice(pcm, 0, pcm.durationSeconds, path.join(workDir, 'a.wav'));
      const stream = fs.createReadStream(wav.path);
      // Ending the stream ends the request body, so an abort stops the upload too.
      const stop = () => stream.destroy(signal?.reason as Error);
      signal?.addEventListener('abort', stop, { once: true });
      try {
        return await abortable(client.files.upload(stream), signal);
      } finally {
        signal?.removeEventListener('abort', stop);
        stream.destroy();
      }
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  }

  async function waitForTranscript(
    id: string,
    signal: AbortSignal | undefined,
    onProgress: ((fraction: number) => void) | undefined,
  ): Promise<Transcript> {
    const client = await connect();
    let processing = false;
    for (;;) {
      const transcript = await abortable(client.transcripts.get(id), signal);
      if (transcript.status === 'completed' || transcript.status === 'error') return transcript;
      if (transcript.status === 'processing' && !processing) {
        processing = true;
        onProgress?.(PROGRESS_WHILE_PROCESSING);
      }
      await sleep(pollingIntervalMs, signal);
    }
  }

  return {
    name: 'assemblyai',
    capabilities: SPEECH_ENGINE_CAPABILITIES.assemblyai,
    async transcribe(pcm, { signal, onProgress } = {}) {
      signal?.throwIfAborted();
      try {
        const audioUrl = await upload(pcm, signal);
        onProgress?.(PROGRESS_AFTER_UPLOAD);
        const client = await connect();
        const queued = await abortable(
          client.transcripts.submit({
            audio_url: audioUrl,
            disfluencies: true,
            speaker_labels: true,
          }),
          signal,
        );
        const transcript = await waitForTranscript(queued.id, signal, onProgress);
        if (transcript.status === 'error') {
          throw new AssemblyAiError('TRANSCRIPTION_FAILED', transcript.error ?? 'unknown error');
        }
        onProgress?.(1);
        return {
          words: mapAssemblyAiWords(transcript.words ?? []),
          engine: 'assemblyai',
          punctuated: true,
        };
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw toAssemblyAiError(error);
      }
    },
  };
}
