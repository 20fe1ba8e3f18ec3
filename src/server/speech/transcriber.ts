import type { PcmFile } from './decode';
import type { TranscriberCapability, TranscriptionResult } from './types';

export interface TranscribeOptions {
  /** Called with 0-1 as chunks finish, for progress bars on long recordings. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Every speech-to-text engine: words with start, end and confidence, plus what it can do. */
export interface Transcriber {
  name: string;
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
