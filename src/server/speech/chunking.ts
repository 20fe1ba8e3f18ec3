import type { SpeechSegment } from './vad';

export interface AudioChunk {
  start: number;
  end: number;
}

/**
 * Chunk sizes for parallel transcription. Each pocketsphinx process spends about half a
 * second loading its model, so chunks are long enough to amortise that, and short enough
 * that two cores share a 3-minute recording evenly (judgement, measured in bench:speech).
 */
export const CHUNK_TARGET_SECONDS = 30;
export const CHUNK_MAX_SECONDS = 40;
/** Silence kept on each side of a chunk, so no word is cut at its edge. */
export const CHUNK_PAD_SECONDS = 0.25;

/**
 * Groups speech segments into chunks that start and end inside silences, so a chunk edge
 * never cuts a word. Timestamps found inside a chunk stay exact by adding the chunk's start.
 */
export function planChunks(segments: SpeechSegment[], durationSeconds: number): AudioChunk[] {
  const pieces = segments.flatMap((segment) => splitLongSegment(segment));
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
  return padChunks(chunks, durationSeconds);
}

/** Pads chunks into the silences, never past a neighbour or the recording's ends. */
function padChunks(chunks: readonly AudioChunk[], durationSeconds: number): AudioChunk[] {
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

/** The least share of its window a chunk fills, unless the speech ends first. */
export const WINDOW_FILL = 0.7;

/**
 * Chunks for an engine that reads a fixed window (whisper's 30 s): each as long as fits in
 * `maxSeconds`, ending in the last pause VAD found inside that length when it fills at least
 * WINDOW_FILL of it, else at the quietest moment after that (`quietest`, between words). So
 * few windows are read, each nearly full, and none holds more than one window's audio.
 */
export async function planWindowChunks(
  segments: readonly SpeechSegment[],
  durationSeconds: number,
  maxSeconds: number,
  quietest: (from: number, to: number) => Promise<number>,
): Promise<AudioChunk[]> {
  const chunks: AudioChunk[] = [];
  const speechEnd = segments.at(-1)?.end ?? 0;
  let index = 0;
  let position = segments[0]?.start ?? 0;
  while (index < segments.length) {
    const limit = position + maxSeconds;
    if (speechEnd <= limit) {
      chunks.push({ start: position, end: speechEnd });
      break;
    }
    // The last segment ending within the limit, for a chunk ending in its pause.
    let last = -1;
    for (let i = index; i < segments.length && (segments[i]?.end ?? Infinity) <= limit; i += 1) {
      last = i;
    }
    const pauseAt = last >= 0 ? (segments[last]?.end ?? 0) : 0;
    if (last >= 0 && pauseAt - position >= maxSeconds * WINDOW_FILL) {
      chunks.push({ start: position, end: pauseAt });
      index = last + 1;
      position = segments[index]?.start ?? speechEnd;
      continue;
    }
    const cut = await quietest(position + maxSeconds * WINDOW_FILL, limit);
    chunks.push({ start: position, end: cut });
    position = cut;
    // Segments wholly before the cut are done; one that goes on past it continues the next.
    while (index < segments.length && (segments[index]?.end ?? 0) <= cut) index += 1;
    const next = segments[index];
    if (next && next.start > position) position = next.start;
  }
  return padChunks(chunks, durationSeconds);
}
