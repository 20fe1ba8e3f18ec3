import type { PcmFile } from './decode';
import type { TranscribedWord, TranscriberCapability, TranscriptionResult } from './types';

export interface TranscribeOptions {
  /** Called with 0-1 as chunks finish, for progress bars on long recordings. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * Chunk checkpoints, for engines that transcribe in chunks: words of chunks done in an
   * earlier, interrupted run (keyed by `chunkKey`) are reused instead of transcribed again,
   * and `onChunk` hears of each chunk finished now, so a job can save it.
   */
  doneChunks?: Readonly<Record<string, TranscribedWord[]>>;
  onChunk?: (key: string, words: TranscribedWord[]) => Promise<void> | void;
}

/** A chunk's identity across runs: VAD is deterministic, so the same file gives the same chunks. */
export const chunkKey = (chunk: { start: number; end: number }) =>
  `${chunk.start.toFixed(3)}-${chunk.end.toFixed(3)}`;

/** Every speech-to-text engine: words with start, end and confidence, plus what it can do. */
export interface Transcriber {
  name: string;
  /** The engine's model, for engines with a choice of them (whisper's "base.en"). */
  model?: string | null;
  capabilities: readonly TranscriberCapability[];
  transcribe(pcm: PcmFile, options?: TranscribeOptions): Promise<TranscriptionResult>;
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
