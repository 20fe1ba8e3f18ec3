import path from 'node:path';
import { z } from 'zod';
import type { PcmFile } from '../decode';
import { embeddedWindows, pcmReader } from '../diarization/diarize';
import type { VoiceEmbedder } from '../diarization/embedders';
import { voiceFramesOfPcm } from '../metrics/voice-frames';
import { LOUDNESS_FRAME_SECONDS } from '../scoring/norms';
import type { Transcriber } from '../transcriber';
import type { TranscribedWord } from '../types';
import { type SpeechSegment, detectSpeech } from '../vad';
import { slicePcmFile } from './pcm-slice';

/**
 * A speech segment that ends this long before the audio received so far is over: VAD closes
 * a segment after about 0.3 s of silence, and the last piece may end mid-word.
 */
export const LIVE_SETTLED_SECONDS = 1;
/**
 * Stretches shorter than this wait for more audio (except at Stop): each transcription pays
 * for loading the engine's model, about 1.5 s for pocketsphinx.
 */
export const LIVE_MIN_PART_SECONDS = 3;
/** Speech with no pause for this long is cut anyway, so Stop never has a long stretch left. */
export const LIVE_FORCE_CUT_SECONDS = 20;
/** Silence kept after a segment's end inside the part it belongs to. */
const CUT_AFTER_SPEECH_SECONDS = 0.2;

const timeSpan = z.object({ start: z.number(), end: z.number() });

/** What one analysed stretch keeps (live_session_parts.data), times from the recording's start. */
export const livePartSchema = z.object({
  start: z.number(),
  end: z.number(),
  engine: z.string(),
  model: z.string().nullable(),
  punctuated: z.boolean(),
  words: z.array(
    z.object({
      word: z.string(),
      start: z.number(),
      end: z.number(),
      confidence: z.number(),
      speaker: z.string().optional(),
      fillerEvidence: z.enum(['engine', 'pronunciation', 'audio']).optional(),
    }),
  ),
  segments: z.array(timeSpan),
  pitch: z.array(z.object({ time: z.number(), hz: z.number().nullable() })),
  loudness: z.array(z.object({ time: z.number(), power: z.number() })),
  /** Samples at full scale, and samples in all, for the recording's clipping share. */
  clippedSamples: z.number(),
  sampleCount: z.number(),
  /** Voice embeddings of the diarization windows of this stretch's speech. */
  embeddings: z.array(timeSpan.extend({ vector: z.array(z.number()) })),
});
export type LivePart = z.infer<typeof livePartSchema>;

/** Sample offsets are kept on the loudness grid (50 ms), which is also the pitch hop's. */
export function gridSamples(seconds: number, sampleRate: number) {
  const step = Math.round(LOUDNESS_FRAME_SECONDS * sampleRate);
  // The epsilon keeps a time already on the grid (16.8 s) from flooring to the step below.
  return Math.floor((seconds * sampleRate) / step + 1e-6) * step;
}

/**
 * Where the stretch from the last cut should end, in seconds from that cut: inside the
 * silence after the last speech segment that is surely over, so no word is cut. At Stop
 * (`final`) everything received. Null when it is better to wait for more audio.
 */
export function chooseCut(
  segments: readonly SpeechSegment[],
  available: number,
  final: boolean,
): number | null {
  if (final) return available > 0 ? available : null;
  const settled = available - LIVE_SETTLED_SECONDS;
  if (settled < LIVE_MIN_PART_SECONDS) return null;
  let lastClosed = -1;
  segments.forEach((segment, index) => {
    if (segment.end <= settled) lastClosed = index;
  });
  const ongoing = segments.find((segment) => segment.end > settled);
  if (lastClosed < 0) {
    // No speech over yet: silence so far is committed; one long stretch of speech is forced.
    if (!ongoing || ongoing.start >= settled) return settled;
    return settled - ongoing.start >= LIVE_FORCE_CUT_SECONDS ? settled : null;
  }
  const last = segments[lastClosed] as SpeechSegment;
  const next = segments[lastClosed + 1];
  const gapEnd = Math.min(next ? next.start : settled, settled);
  const cut = last.end + Math.min(CUT_AFTER_SPEECH_SECONDS, Math.max(0, gapEnd - last.end) / 2);
  if (cut < LIVE_MIN_PART_SECONDS) return null;
  // Long speech after the last pause: force a cut at the settled line.
  if (
    ongoing &&
    ongoing.start < settled &&
    settled - Math.max(cut, ongoing.start) >= LIVE_FORCE_CUT_SECONDS
  ) {
    return settled;
  }
  return cut;
}

const shiftWords = (words: readonly TranscribedWord[], by: number) =>
  words.map((word) => ({ ...word, start: round(word.start + by), end: round(word.end + by) }));
const round = (seconds: number) => Math.round(seconds * 10_000) / 10_000;

/** What a stretch's words came from. */
export interface HeardWords {
  words: TranscribedWord[];
  engine: string;
  model: string | null;
  punctuated: boolean;
}

/**
 * Measures samples [from, to) of `pcm` as one analysed stretch, with the words already heard
 * in it: its speech segments (VAD), pitch and loudness frames, and the voice embeddings of its
 * diarization windows. Working files go into `workDir`, which the caller removes.
 */
export async function measureLiveStretch(
  pcm: PcmFile,
  from: number,
  to: number,
  options: { heard: HeardWords; embedder: VoiceEmbedder | null; workDir: string },
): Promise<LivePart> {
  const start = from / pcm.sampleRate;
  const part = await slicePcmFile(pcm, from, to, path.join(options.workDir, 'stretch.pcm'));
  const segments = part.sampleCount > 0 ? await detectSpeech(part) : [];
  return measureSlice(part, start, segments, options);
}

async function measureSlice(
  part: PcmFile,
  start: number,
  segments: readonly SpeechSegment[],
  options: { heard: HeardWords; embedder: VoiceEmbedder | null },
): Promise<LivePart> {
  const voice = await voiceFramesOfPcm(part);
  const placed = segments.map((segment) => ({
    start: round(segment.start + start),
    end: round(Math.min(segment.end, part.durationSeconds) + start),
  }));
  // Windows from the placed segments, as diarization at Stop cuts them, so they match exactly.
  const windows = embeddedWindows(placed);
  const readPart = pcmReader(part);
  const vectors =
    options.embedder && windows.length > 0
      ? await options.embedder.embed(
          (span) => readPart({ start: span.start - start, end: span.end - start }),
          part.sampleRate,
          windows,
        )
      : [];
  return {
    start,
    end: start + part.durationSeconds,
    engine: options.heard.engine,
    model: options.heard.model,
    punctuated: options.heard.punctuated,
    words: options.heard.words.map((word) => ({
      ...word,
      start: round(word.start),
      end: round(word.end),
    })),
    segments: placed,
    pitch: voice.pitch.map((frame) => ({ time: round(frame.time + start), hz: frame.hz })),
    loudness: voice.loudness.map((frame) => ({
      time: round(frame.time + start),
      power: frame.power,
    })),
    clippedSamples: Math.round(voice.clippingShare * part.sampleCount),
    sampleCount: part.sampleCount,
    embeddings: windows.flatMap((window, index) => {
      const vector = vectors[index];
      return vector ? [{ start: window.start, end: window.end, vector: [...vector] }] : [];
    }),
  };
}

/**
 * Analyses the stretch of `pcm` from `fromSeconds` up to a cut chosen in a pause (or to the
 * end when `final`), transcribing it with `transcriber`: the way for engines that cannot
 * listen as the audio arrives, and for a stream lost to a restart. Null when there is
 * nothing to commit yet. Working files go into `workDir`, which the caller removes.
 */
export async function analyzeLivePart(
  pcm: PcmFile,
  fromSeconds: number,
  options: {
    final: boolean;
    transcriber: Transcriber;
    embedder: VoiceEmbedder | null;
    workDir: string;
    signal?: AbortSignal;
    /** The words of the part before, read on in context by engines that can (whisper). */
    previousText?: string;
  },
): Promise<LivePart | null> {
  const from = liveGridSample(fromSeconds, pcm);
  const start = from / pcm.sampleRate;
  const tail = await slicePcmFile(
    pcm,
    from,
    pcm.sampleCount,
    path.join(options.workDir, 'tail.pcm'),
  );
  if (tail.sampleCount === 0) return null;
  const tailSegments = await detectSpeech(tail);
  const cutSeconds = chooseCut(tailSegments, tail.durationSeconds, options.final);
  if (cutSeconds === null) return null;
  const cut = options.final
    ? tail.sampleCount
    : Math.max(1, gridSamples(cutSeconds, pcm.sampleRate));
  const part =
    cut === tail.sampleCount
      ? tail
      : await slicePcmFile(tail, 0, cut, path.join(options.workDir, 'part.pcm'));
  const segments = tailSegments.filter((segment) => segment.start < part.durationSeconds);
  options.signal?.throwIfAborted();
  const transcription =
    segments.length > 0
      ? await options.transcriber.transcribe(part, {
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.previousText ? { previousText: options.previousText } : {}),
        })
      : null;
  return measureSlice(part, start, segments, {
    heard: {
      words: shiftWords(transcription?.words ?? [], start),
      engine: transcription?.engine ?? options.transcriber.name,
      model: transcription?.model ?? options.transcriber.model ?? null,
      punctuated: transcription?.punctuated ?? false,
    },
    embedder: options.embedder,
  });
}

/** The text of a stored part, to read the next one on from (`previousText`). */
export const textOfPart = (part: Pick<LivePart, 'words'> | undefined) =>
  part?.words.map((word) => word.word).join(' ') ?? '';

/** The sample where a stretch starting at `seconds` begins: on the grid, inside the audio. */
export function liveGridSample(seconds: number, pcm: Pick<PcmFile, 'sampleRate' | 'sampleCount'>) {
  return Math.min(gridSamples(seconds, pcm.sampleRate), pcm.sampleCount);
}
