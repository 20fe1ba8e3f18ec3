import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PcmFile } from '../speech/decode';
import type { TranscribeOptions, Transcriber } from '../speech/transcriber';
import type { TranscriptionResult } from '../speech/types';

/*
 * The API tests upload the same few clips many times (47 transcriptions of about 16 clips:
 * a 15 s talk, a 30 s dialogue), and each upload was transcribed again: a third of their time,
 * spent twice in CI (both databases). The engine's words depend only on the audio and the
 * speech code (pocketsphinx reads nothing outside src/server/speech but process plumbing), so
 * they are kept by a hash of both, as a first transcription wrote them (decision 155). The
 * engines' own tests (speech/engines) always run them, and `analysis-jobs.api` asks the test
 * server for the engine itself (`transcripts: 'engine'`).
 */

const SPEECH_DIR = fileURLToPath(new URL('../speech', import.meta.url));
const CACHE_DIR = path.join(os.tmpdir(), 'cadence-test-transcripts');

let codeHash: string | null = null;

/**
 * Every file the speech code reads, outside tests, and the installed engine packages: a
 * change to any of them makes every cached transcript stale.
 */
function speechCodeHash(): string {
  if (codeHash) return codeHash;
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(SPEECH_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|(^|\/)test\//.test(file))
    .sort();
  for (const file of files) {
    hash.update(file).update(fs.readFileSync(path.join(SPEECH_DIR, file)));
  }
  const lock = path.resolve(SPEECH_DIR, '../../../package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  codeHash = hash.digest('hex');
  return codeHash;
}

function transcriptKey(transcriber: Transcriber, pcm: PcmFile): string {
  return crypto
    .createHash('sha256')
    .update(speechCodeHash())
    .update(`${transcriber.name}\0${transcriber.model ?? ''}\0${pcm.sampleRate}\0`)
    .update(fs.readFileSync(pcm.path))
    .digest('hex');
}

function readCached(file: string): TranscriptionResult | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TranscriptionResult;
  } catch {
    return null;
  }
}

/** Written aside and renamed, so a process reading it never sees half a file. */
function writeCached(file: string, result: TranscriptionResult) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(aside, JSON.stringify(result));
  fs.renameSync(aside, file);
}

/** Engines whose words follow from the audio and the code alone (not a remote service). */
const CACHEABLE_ENGINES = new Set(['pocketsphinx']);

/**
 * `transcriber`, whose whole-file transcripts are kept on disk by the hash of the audio and
 * the speech code. A run that resumes from chunks (`doneChunks`) is passed through untouched,
 * and so is any engine but pocketsphinx: a remote one must be asked (its tests count the
 * requests), and whisper's words depend on a model file as well.
 */
export function cachedTranscriber(transcriber: Transcriber, cacheDir = CACHE_DIR): Transcriber {
  if (!CACHEABLE_ENGINES.has(transcriber.name)) return transcriber;
  return {
    ...transcriber,
    async transcribe(pcm: PcmFile, options: TranscribeOptions = {}) {
      if (options.doneChunks && Object.keys(options.doneChunks).length > 0) {
        return transcriber.transcribe(pcm, options);
      }
      const file = path.join(cacheDir, `${transcriptKey(transcriber, pcm)}.json`);
      const cached = readCached(file);
      if (cached) {
        options.signal?.throwIfAborted();
        options.onProgress?.(1);
        return cached;
      }
      const result = await transcriber.transcribe(pcm, options);
      writeCached(file, result);
      return result;
    },
  };
}
