import type { PcmFile } from './decode';
import type { TranscribedWord, TranscriberCapability, TranscriptionResult } from './types';

export interface TranscribeOptions {
  /**
   * Called with 0-1 as chunks finish, for progress bars on long recordings; `next`, when the
   * engine knows it, is the fraction its next call will give (the end of the chunk under way).
   */
  onProgress?: (fraction: number, next?: number) => void;
  signal?: AbortSignal;
  /**
   * Chunk checkpoints, for engines that transcribe in chunks: words of chunks done in an
   * earlier, interrupted run (keyed by `chunkKey`) are reused instead of transcribed again,
   * and `onChunk` hears of each chunk finished now, so a job can save it.
   */
  doneChunks?: Readonly<Record<string, TranscribedWord[]>>;
  onChunk?: (key: string, words: TranscribedWord[]) => Promise<void> | void;
  /**
   * What was said just before this audio (the previous live piece's words), for engines that
   * read on in context: whisper is prompted with it.
   */
  previousText?: string;
}

/** A chunk's identity across runs: VAD is deterministic, so the same file gives the same chunks. */
export const chunkKey = (chunk: { start: number; end: number }) =>
  `${chunk.start.toFixed(3)}-${chunk.end.toFixed(3)}`;

/**
 * An engine fed the audio as it arrives (a live recording), which tells how far its words are
 * final. Times are seconds from the recording's start.
 */
export interface TranscriptStream {
  /** Every word before this time is known: the end of the last finished utterance. */
  readonly settledSeconds: number;
  /** The engine stopped or could not be fed: start another. */
  readonly failed: boolean;
  /** 16 kHz 16-bit mono little-endian samples, continuing the stream. */
  feed(samples: Buffer): Promise<void>;
  /** The words starting before `seconds`, removed from the stream's keeping. */
  takeWordsBefore(seconds: number): TranscribedWord[];
  /** No more audio: every word left, once the engine has heard it all. */
  finish(): Promise<TranscribedWord[]>;
  /** Stops the engine at once, words or not. */
  close(): void;
}

/** Every speech-to-text engine: words with start, end and confidence, plus what it can do. */
export interface Transcriber {
  name: string;
  /** The engine's model, for engines with a choice of them (whisper's "base.en"). */
  model?: string | null;
  capabilities: readonly TranscriberCapability[];
  transcribe(pcm: PcmFile, options?: TranscribeOptions): Promise<TranscriptionResult>;
  /**
   * Engines that can listen as the audio arrives open a stream starting `offsetSeconds` into
   * the recording; the others analyse a live recording a stretch at a time with `transcribe`.
   */
  openStream?(offsetSeconds: number): TranscriptStream;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the results in order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
  return results;
}
