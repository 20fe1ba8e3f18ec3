import { defaultMaxListeners, setMaxListeners } from 'node:events';
import { type AudioChunk, CHUNK_PAD_SECONDS, planWindowChunks } from '../chunking';
import type { PcmFile } from '../decode';
import { SPEECH_ENGINE_CAPABILITIES } from '../engine-info';
import { chunkKey, type TranscribeOptions, type Transcriber } from '../transcriber';
import type { TranscribedWord, TranscriptionResult } from '../types';
import { quietestIn } from '../quiet-points';
import { detectSpeech, type SpeechSegment } from '../vad';
import { loadWhisperModel, transcribeInWhisperProcess, type WhisperAudio } from './whisper-process';
import { whisperModelNameOfFile } from './whisper-models';
import { wordsFromTokens } from './whisper-words';
import { overlapSeconds } from '../time-span';

/** Where the time of one transcription went, in seconds. */
export interface WhisperTiming {
  /** Loading the model: the first recording only, then it is kept. */
  loadSeconds: number;
  vadSeconds: number;
  /** Whisper itself, including any wait for another recording's chunk. */
  whisperSeconds: number;
  totalSeconds: number;
  audioSeconds: number;
}

export interface WhisperTranscriptionResult extends TranscriptionResult {
  timing: WhisperTiming;
}

export interface WhisperTranscriber extends Transcriber {
  transcribe(pcm: PcmFile, options?: TranscribeOptions): Promise<WhisperTranscriptionResult>;
}

/**
 * Whisper reads 30 s at a time. A longer chunk, or one whose last words whisper places more
 * than a second before its end, costs a second pass over a nearly empty window: the encoder,
 * about 1 s on two cores, for a few words (two of eight chunks of a 3-minute recording were
 * 30.0-30.3 s and took 2.1 s each, against 1.2 s). Chunks with their padding fit in 29.5 s.
 */
export const WHISPER_CHUNK_SECONDS = 29.5 - 2 * CHUNK_PAD_SECONDS;

/**
 * Whisper was trained on clean transcripts and drops "um" and "uh" (speech engines guide). A
 * prompt written the way we want the transcript makes it keep them: with it, tiny.en wrote 25
 * of the 26 fillers of the espeak-ng clips (docs/evaluation.md, "Whisper prompts"), without
 * it none, and the LibriVox reader's WER went from 5.5 % to 3.3 %.
 */
export const WHISPER_INITIAL_PROMPT = 'Um, so, uh, I think, like, you know, we should, um, start.';

/** Words of the previous piece a live piece is prompted with (about 60 tokens). */
export const WHISPER_CONTEXT_WORDS = 40;

/**
 * What whisper is prompted with: the verbatim style, then the last words said before the
 * audio, as OpenAI's reference conditions on the text before. Measured with tiny.en on the
 * LibriVox reader cut as a live recording is (8-15 s pieces, cut in pauses), the previous
 * piece's words took WER from 4.4-5.6 % to 2.8-3.9 %. An upload's chunks (25-29 s) are not
 * given the chunk before: five of eight then lost whole sentences (" than he was." for 24 s).
 */
export function whisperPrompt(previousText?: string): string {
  const words = (previousText ?? '').split(/\s+/).filter(Boolean);
  const context = words.slice(-WHISPER_CONTEXT_WORDS).join(' ');
  return context ? `${WHISPER_INITIAL_PROMPT} ${context}` : WHISPER_INITIAL_PROMPT;
}

/**
 * Fewer words than this per second of speech means whisper cut the piece short: tiny.en
 * sometimes writes a few words and jumps to the end of its window, dropping half a minute of
 * speech (measured on the LibriVox reader: " the world." for 30 s read at 2.7 words a
 * second). Unhurried speech with long pauses still has more than 1.5 words per second of
 * voice, since pauses are not speech (scoring-norms: pace).
 */
export const WHISPER_SHORT_WORDS_PER_SECOND = 0.6;
/** Below this much speech a piece is too short to judge by its word rate. */
const SHORT_CHECK_MIN_SPEECH_SECONDS = 5;

/** Seconds of detected speech inside `chunk`. */
export function speechInside(segments: readonly SpeechSegment[], chunk: AudioChunk): number {
  return segments.reduce((sum, segment) => sum + overlapSeconds(segment, chunk), 0);
}

/** Whether `words` are too few for `speechSeconds` of speech (WHISPER_SHORT_WORDS_PER_SECOND). */
export const cutShort = (words: readonly TranscribedWord[], speechSeconds: number) =>
  speechSeconds >= SHORT_CHECK_MIN_SPEECH_SECONDS &&
  words.length < speechSeconds * WHISPER_SHORT_WORDS_PER_SECOND;

/**
 * One chunk through the whisper process. A reading cut short is tried once more without the
 * prompt (the prompt is what leads tiny.en astray there); the longer is kept.
 */
async function transcribeChunk(options: {
  modelPath: string;
  audio: WhisperAudio;
  threads?: number;
  offsetSeconds: number;
  speechSeconds: number;
  prompt: string;
  signal: AbortSignal;
}): Promise<TranscribedWord[]> {
  const run = async (prompt: string) => {
    const segments = await transcribeInWhisperProcess(
      {
        modelPath: options.modelPath,
        audio: options.audio,
        ...(options.threads ? { threads: options.threads } : {}),
        prompt,
      },
      options.signal,
    );
    return segments.flatMap((segment) => wordsFromTokens(segment.tokens, options.offsetSeconds));
  };
  const words = await run(options.prompt);
  if (!cutShort(words, options.speechSeconds)) return words;
  const again = await run('');
  return again.length > words.length ? again : words;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * whisper.cpp through smart-whisper, in its own process (whisper-process.ts), offline once a
 * ggml model file is there. Speech is cut into chunks of one window (planWindowChunks), which
 * run one after another: whisper spreads each over the cores free (cores.ts). Word times are
 * exact across chunks because each chunk's offset is added to its tokens'.
 */
export function createWhisperTranscriber(options: {
  modelPath: string;
  threads?: number;
}): WhisperTranscriber {
  const model = whisperModelNameOfFile(options.modelPath);
  return {
    name: 'whisper',
    model,
    capabilities: SPEECH_ENGINE_CAPABILITIES.whisper,
    async transcribe(pcm, { signal, onProgress, doneChunks, onChunk, previousText } = {}) {
      signal?.throwIfAborted();
      const started = performance.now();
      await loadWhisperModel(options.modelPath);
      const loadSeconds = secondsSince(started);

      const vadStarted = performance.now();
      const speechSegments = await detectSpeech(pcm);
      const chunks = await planWindowChunks(
        speechSegments,
        pcm.durationSeconds,
        WHISPER_CHUNK_SECONDS,
        quietestIn(pcm),
      );
      const vadSeconds = secondsSince(vadStarted);

      const whisperStarted = performance.now();
      // Every chunk is sent at once, so the whisper process always has the next one waiting;
      // a failure or an abort drops those it has not begun.
      const stop = new AbortController();
      const sent = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
      // Each chunk's request listens on it: a 30-minute recording has 60 or more.
      setMaxListeners(Math.max(defaultMaxListeners, chunks.length + 1), sent);
      const pieces = chunks.map((chunk, index) => {
        const saved = doneChunks?.[chunkKey(chunk)];
        if (saved) return { saved: true, words: Promise.resolve(saved) };
        const first = Math.floor(chunk.start * pcm.sampleRate);
        const words = transcribeChunk({
          modelPath: options.modelPath,
          audio: { pcm, first, last: Math.ceil(chunk.end * pcm.sampleRate) },
          ...(options.threads ? { threads: options.threads } : {}),
          offsetSeconds: first / pcm.sampleRate,
          speechSeconds: speechInside(speechSegments, chunk),
          // A live piece reads on from the piece before; an upload's chunks stand alone.
          prompt: whisperPrompt(index === 0 ? previousText : undefined),
          signal: sent,
        });
        // Awaited in order below; one failing meanwhile must not go unhandled.
        words.catch(() => undefined);
        return { saved: false, words };
      });
      const speechSeconds = chunks.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0);
      let doneSeconds = 0;
      const words: TranscribedWord[] = [];
      const share = (chunk: AudioChunk | undefined) =>
        chunk ? (chunk.end - chunk.start) / speechSeconds : 0;
      if (chunks.length > 0) onProgress?.(0, share(chunks[0]));
      try {
        for (const [index, chunk] of chunks.entries()) {
          const piece = pieces[index]!;
          const chunkWords = await piece.words;
          signal?.throwIfAborted();
          if (!piece.saved) await onChunk?.(chunkKey(chunk), chunkWords);
          words.push(...chunkWords);
          doneSeconds += chunk.end - chunk.start;
          const fraction = index === chunks.length - 1 ? 1 : doneSeconds / speechSeconds;
          onProgress?.(fraction, fraction + share(chunks[index + 1]));
        }
      } finally {
        stop.abort(new Error('the transcription ended'));
      }
      if (chunks.length === 0) onProgress?.(1);

      return {
        words,
        engine: 'whisper',
        model,
        punctuated: true,
        speechSegments,
        timing: {
          loadSeconds,
          vadSeconds,
          whisperSeconds: secondsSince(whisperStarted),
          totalSeconds: secondsSince(started),
          audioSeconds: pcm.durationSeconds,
        },
      };
    },
  };
}
