import os from 'node:os';
import type { TranscribeDetailedResult, WhisperModel } from 'smart-whisper';
import { planChunks } from '../chunking';
import { readPcm, type PcmFile } from '../decode';
import { SPEECH_ENGINE_CAPABILITIES } from '../engine-info';
import { chunkKey, type TranscribeOptions, type Transcriber } from '../transcriber';
import type { TranscribedWord, TranscriptionResult } from '../types';
import { detectSpeech } from '../vad';
import {
  loadSmartWhisper,
  loadWhisperModel,
  runWhisperExclusively,
  WhisperError,
} from './whisper-model';
import { whisperModelNameOfFile } from './whisper-models';
import { wordsFromTokens } from './whisper-words';

/**
 * Whisper was trained on clean transcripts and tends to drop "um" and "uh" (speech engines
 * guide). A prompt written the way we want the transcript makes it keep them.
 */
export const WHISPER_INITIAL_PROMPT = 'Um, so, uh, I think, like, you know, we should, um, start.';

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

async function transcribeChunk(
  model: WhisperModel,
  samples: Float32Array,
  threads: number,
): Promise<TranscribeDetailedResult<true>[]> {
  const { TranscribeTask, WhisperSamplingStrategy } = await loadSmartWhisper();
  const task = await TranscribeTask.run(model, samples, {
    language: 'en',
    format: 'detail',
    token_timestamps: true,
    n_threads: threads,
    initial_prompt: WHISPER_INITIAL_PROMPT,
    // Greedy decoding. Beam search of 5 (whisper.cpp's command line, OpenAI's reference) was
    // measured against it with tiny.en from PyPI on the same clips: the same words (JFK 0 %,
    // LibriVox 1 % WER, the same 5 of 4 espeak fillers), and a 3-minute recording analysed in
    // 24.3 s with beam search, 17.6 s greedy, on this 2-core machine.
    strategy: WhisperSamplingStrategy.WHISPER_SAMPLING_GREEDY,
  });
  const segments: unknown = await task.result;
  // On failure the binding hands its Error to the result callback instead of throwing.
  if (!Array.isArray(segments)) {
    throw new WhisperError(
      'TRANSCRIPTION_FAILED',
      segments instanceof Error ? segments.message : String(segments),
    );
  }
  return segments as TranscribeDetailedResult<true>[];
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * whisper.cpp through smart-whisper, offline once a ggml model file is downloaded
 * (`npm run models:download`). Speech is cut at silences found by VAD, as for pocketsphinx,
 * but the chunks run one after another: whisper already uses every core for each chunk.
 * Word times are exact across chunks because each chunk's offset is added to its tokens'.
 */
export function createWhisperTranscriber(options: {
  modelPath: string;
  threads?: number;
}): WhisperTranscriber {
  const threads = options.threads ?? os.availableParallelism();
  const model = whisperModelNameOfFile(options.modelPath);
  return {
    name: 'whisper',
    model,
    capabilities: SPEECH_ENGINE_CAPABILITIES.whisper,
    async transcribe(pcm, { signal, onProgress, doneChunks, onChunk } = {}) {
      signal?.throwIfAborted();
      const started = performance.now();
      const loaded = await loadWhisperModel(options.modelPath);
      const loadSeconds = secondsSince(started);

      const vadStarted = performance.now();
      const speechSegments = await detectSpeech(pcm);
      const chunks = planChunks(speechSegments, pcm.durationSeconds);
      const vadSeconds = secondsSince(vadStarted);

      const whisperStarted = performance.now();
      const speechSeconds = chunks.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0);
      let doneSeconds = 0;
      const words: TranscribedWord[] = [];
      for (const [index, chunk] of chunks.entries()) {
        signal?.throwIfAborted();
        const saved = doneChunks?.[chunkKey(chunk)];
        if (saved) {
          words.push(...saved);
          doneSeconds += chunk.end - chunk.start;
          onProgress?.(index === chunks.length - 1 ? 1 : doneSeconds / speechSeconds);
          continue;
        }
        const first = Math.floor(chunk.start * pcm.sampleRate);
        const samples = await readPcm(pcm, first, Math.ceil(chunk.end * pcm.sampleRate));
        const segments = await runWhisperExclusively(() => {
          // Checked again here: another recording's chunk may have kept us waiting.
          signal?.throwIfAborted();
          return transcribeChunk(loaded, samples, threads);
        });
        const offsetSeconds = first / pcm.sampleRate;
        const chunkWords = segments.flatMap((segment) =>
          wordsFromTokens(segment.tokens, offsetSeconds),
        );
        await onChunk?.(chunkKey(chunk), chunkWords);
        words.push(...chunkWords);
        doneSeconds += chunk.end - chunk.start;
        onProgress?.(index === chunks.length - 1 ? 1 : doneSeconds / speechSeconds);
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
