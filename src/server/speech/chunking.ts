import type { SpeechSegment } from './vad';

export interface AudioChunk {
  start: number;
  end: number;
}

/**
 * Chunk sizes when grouping speech greedily (whisper's 30 s windows, and the shortest chunk
 * worth its own pocketsphinx process, which spends about 0.7 s loading its model).
 */
export const CHUNK_TARGET_SECONDS = 30;
export const CHUNK_MAX_SECONDS = 40;
/** Silence kept on each side of a chunk, so no word is cut at its edge. */
export const CHUNK_PAD_SECONDS = 0.25;
/**
 * The longest chunk `chunkCountFor` plans: long enough that model loads cost little (a 3-minute
 * recording is two chunks, one per core, instead of six), short enough that a job checkpoints
 * every few minutes of audio and its progress moves (judgement, measured in bench:speech).
 */
export const CHUNK_LONGEST_SECONDS = 150;

export interface ChunkPlanOptions {
  /**
   * Cut into this many chunks of about equal speech, at the pauses nearest the even split,
   * instead of grouping speech greedily up to CHUNK_TARGET_SECONDS.
   */
  count?: number;
}

/**
 * How many chunks to transcribe `segments` in with `workers` processes at once: a multiple of
 * the workers, so they finish together, with chunks no longer than CHUNK_LONGEST_SECONDS,
 * and no more chunks than the greedy plan would make (short clips stay one chunk).
 */
export function chunkCountFor(segments: readonly SpeechSegment[], workers: number): number {
  const speech = speechSeconds(segments);
  if (speech === 0) return 0;
  const balanced = workers * Math.ceil(speech / (workers * CHUNK_LONGEST_SECONDS));
  return Math.max(1, Math.min(balanced, Math.ceil(speech / CHUNK_TARGET_SECONDS)));
}

/**
 * Groups speech segments into chunks that start and end inside silences, so a chunk edge
 * never cuts a word. Timestamps found inside a chunk stay exact by adding the chunk's start.
 */
export function planChunks(
  segments: SpeechSegment[],
  durationSeconds: number,
  options: ChunkPlanOptions = {},
): AudioChunk[] {
  const pieces = segments.flatMap((segment) => splitLongSegment(segment));
  const chunks =
    options.count === undefined ? groupGreedily(pieces) : groupEvenly(pieces, options.count);

  // Pad into the silences, never past a neighbour or the recording's ends.
  return chunks.map((chunk, index) => {
    const previous = chunks[index - 1];
    const next = chunks[index + 1];
    const lowest = previous ? (previous.end + chunk.start) / 2 : 0;
    const highest = next ? (chunk.end + next.start) / 2 : durationSeconds;
    return {
      start: Math.max(lowest, chunk.start - CHUNK_PAD_SECONDS),
      end: Math.min(highest, chunk.end + CHUNK_PAD_SECONDS),
    };
  });
}

function groupGreedily(pieces: readonly SpeechSegment[]): AudioChunk[] {
  const chunks: AudioChunk[] = [];
  let current: AudioChunk | null = null;
  for (const piece of pieces) {
    if (current && piece.end - current.start <= CHUNK_TARGET_SECONDS) {
      current.end = piece.end;
      continue;
    }
    if (current) chunks.push(current);
    current = { start: piece.start, end: piece.end };
  }
  if (current) chunks.push(current);
  return chunks;
}

/** `count` chunks (fewer if there are fewer pauses), each cut where the speech so far is nearest an even share. */
function groupEvenly(pieces: readonly SpeechSegment[], count: number): AudioChunk[] {
  if (pieces.length === 0) return [];
  const total = speechSeconds(pieces);
  // Speech heard before each gap (the gap after piece i).
  const before: number[] = [];
  let sum = 0;
  for (const piece of pieces.slice(0, -1)) {
    sum += piece.end - piece.start;
    before.push(sum);
  }
  const cuts = new Set<number>();
  for (let k = 1; k < count; k += 1) {
    const share = (total * k) / count;
    let best = -1;
    for (const [gap, heard] of before.entries()) {
      if (cuts.has(gap)) continue;
      if (best < 0 || Math.abs(heard - share) < Math.abs((before[best] ?? 0) - share)) best = gap;
    }
    if (best >= 0) cuts.add(best);
  }
  const chunks: AudioChunk[] = [];
  let first = 0;
  for (const gap of [...cuts].sort((a, b) => a - b).concat(pieces.length - 1)) {
    chunks.push({ start: pieces[first]?.start ?? 0, end: pieces[gap]?.end ?? 0 });
    first = gap + 1;
  }
  return chunks;
}

const speechSeconds = (segments: readonly SpeechSegment[]) =>
  segments.reduce((sum, segment) => sum + segment.end - segment.start, 0);

/** Speech with no pause longer than CHUNK_MAX_SECONDS is cut into equal parts no longer than that. */
function splitLongSegment(segment: SpeechSegment): SpeechSegment[] {
  const length = segment.end - segment.start;
  if (length <= CHUNK_MAX_SECONDS) return [segment];
  const parts = Math.ceil(length / CHUNK_MAX_SECONDS);
  const step = length / parts;
  return Array.from({ length: parts }, (_, i) => ({
    start: segment.start + i * step,
    end: i === parts - 1 ? segment.end : segment.start + (i + 1) * step,
  }));
}
