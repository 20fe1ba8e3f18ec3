import type { PcmFile } from '../decode';
import { readPcm } from '../decode';
import {
  CLIPPING_SAMPLE_LEVEL,
  LOUDNESS_FRAME_SECONDS,
  PITCH_FRAME_SECONDS,
} from '../scoring/norms';
import type { DecodedAudio } from '../types';
import { type PitchFrame, trackPitch } from './yin';

/** One 50-ms loudness frame: its centre and mean power. */
export interface PowerFrame {
  time: number;
  power: number;
}

/**
 * What pitch and loudness are measured from: per-frame values for the whole recording, a few
 * bytes per 10 ms instead of the samples (an hour is about 30 MB here against 230 MB of
 * audio), so a long upload is measured without holding its audio.
 */
export interface VoiceFrames {
  durationSeconds: number;
  pitch: PitchFrame[];
  loudness: PowerFrame[];
  /** Share of all samples at full scale. */
  clippingShare: number;
}

export function powerFrames(samples: Float32Array, sampleRate: number, offset = 0): PowerFrame[] {
  const size = Math.max(1, Math.round(LOUDNESS_FRAME_SECONDS * sampleRate));
  const result: PowerFrame[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i += 1) {
      const value = samples[i] ?? 0;
      sum += value * value;
    }
    result.push({ time: (offset + start + size / 2) / sampleRate, power: sum / size });
  }
  return result;
}

function clippedSamples(samples: Float32Array): number {
  let clipped = 0;
  for (const value of samples) if (Math.abs(value) >= CLIPPING_SAMPLE_LEVEL) clipped += 1;
  return clipped;
}

/** Share of the samples at full scale. */
export function clippingShareOf(samples: Float32Array): number {
  return samples.length > 0 ? clippedSamples(samples) / samples.length : 0;
}

/** The frames of audio already in memory. */
export function voiceFramesOf(audio: DecodedAudio): VoiceFrames {
  return {
    durationSeconds: audio.durationSeconds,
    pitch: trackPitch(audio.samples, audio.sampleRate),
    loudness: powerFrames(audio.samples, audio.sampleRate),
    clippingShare:
      audio.samples.length > 0 ? clippedSamples(audio.samples) / audio.samples.length : 0,
  };
}

/**
 * Blocks read at a time. A whole number of pitch hops (10 ms) and loudness frames (50 ms), so
 * every frame starts where it would in one pass over the whole file: the result is identical.
 * Pitch tracking runs on the server's own thread: a block is about 35 ms of it, and the read
 * of the next block lets requests in between (a minute's block held them for 430 ms, once
 * per analysis, decision 165).
 */
export const VOICE_BLOCK_SECONDS = 5;

/** The same frames as `voiceFramesOf`, read from the decoded file a minute at a time. */
export async function voiceFramesOfPcm(pcm: PcmFile): Promise<VoiceFrames> {
  const block = VOICE_BLOCK_SECONDS * pcm.sampleRate;
  // A pitch frame starting inside the block reaches this far past it.
  const pitchOverlap = Math.round(PITCH_FRAME_SECONDS * pcm.sampleRate);
  const voice: VoiceFrames = {
    durationSeconds: pcm.durationSeconds,
    pitch: [],
    loudness: [],
    clippingShare: 0,
  };
  let clipped = 0;
  for (let start = 0; start < pcm.sampleCount; start += block) {
    const samples = await readPcm(pcm, start, start + block + pitchOverlap);
    const own = samples.subarray(0, Math.min(block, samples.length));
    const offsetSeconds = start / pcm.sampleRate;
    for (const frame of trackPitch(samples, pcm.sampleRate)) {
      // Frames starting in the next block belong to it.
      if (frame.time - PITCH_FRAME_SECONDS / 2 >= VOICE_BLOCK_SECONDS - 1e-9) break;
      voice.pitch.push({ time: frame.time + offsetSeconds, hz: frame.hz });
    }
    voice.loudness.push(...powerFrames(own, pcm.sampleRate, start));
    clipped += clippedSamples(own);
  }
  voice.clippingShare = pcm.sampleCount > 0 ? clipped / pcm.sampleCount : 0;
  return voice;
}

/**
 * For each time-sorted item, whether it lies inside any of the spans (start and end
 * included). Each span finds its first item by binary search, so an hour of frames and
 * thousands of words take milliseconds.
 */
export function insideSpans<T extends { time: number }>(
  items: readonly T[],
  spans: ReadonlyArray<{ start: number; end: number }>,
): boolean[] {
  const inside = new Array<boolean>(items.length).fill(false);
  for (const span of spans) {
    for (let i = firstAtOrAfter(items, span.start); i < items.length; i += 1) {
      if ((items[i]?.time ?? Infinity) > span.end) break;
      inside[i] = true;
    }
  }
  return inside;
}

/** Index of the first time-sorted item at or after `time` (binary search). */
export function firstAtOrAfter(items: ReadonlyArray<{ time: number }>, time: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid]?.time ?? Infinity) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
