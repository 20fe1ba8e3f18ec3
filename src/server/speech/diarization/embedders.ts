import { dot } from './cluster';
import type { ReadSamples, TimeSpan } from './read-samples';
import { XVECTOR_HOP_SECONDS } from './kaldi-mfcc';
import { mfcc, MFCC_FRAME_SECONDS, MFCC_HOP_SECONDS } from './mfcc';
import { loadXvectorModel, type XvectorModel } from './xvector-model';

/**
 * What turns a window of speech into a voice embedding, with the similarity above which two
 * groups of windows are one voice. Two kinds, measured against each other on the same
 * voices (docs/evaluation.md, "Speakers"): the x-vector network, and MFCC statistics, which
 * need no model file but tell voices apart far worse (kept for the evaluation only).
 */
/** The similarities (cosine of group centroids) that decide how many voices there are. */
export interface VoiceLines {
  /** Two sides of a recording at least this alike are one voice. */
  sameVoice: number;
  /** Once two voices are found, a side of one must be less alike than this to be another. */
  furtherVoice: number;
}

export interface VoiceEmbedder extends VoiceLines {
  kind: 'xvector' | 'mfcc';
  /** `onProgress` hears the share of the windows embedded, 0-1, as the work goes. */
  embed(
    read: ReadSamples,
    sampleRate: number,
    windows: readonly TimeSpan[],
    onProgress?: (fraction: number) => void,
  ): Promise<Array<Float32Array | null>>;
}

/**
 * Measured on the speaker clips of `npm run eval` (real and espeak-ng voices, 3 to 30
 * minutes, with changes of tempo, level and microphone) and the AMI meeting excerpts
 * (decision 171, docs/evaluation.md): one voice's two sides measured 0.65 and more (a reader
 * 0.84, JFK under changing microphones 0.67, a meeting's chair 0.65-0.75); two people of a
 * meeting 0.33-0.63. Every line from 0.62 to 0.64 got every count right; 0.63 sits between.
 * Within one voice of a meeting, sides reach 0.6, so a third voice must stand further apart:
 * 0.4-0.45 got every count right, 0.35 lost a third real voice.
 */
export const XVECTOR_SAME_VOICE = 0.63;
export const XVECTOR_FURTHER_VOICE = 0.42;
/**
 * Voices found apart whose signatures are at least this alike may be one person: the two
 * people of an AMI meeting measured 0.51-0.62 (one of them 0.62), two people elsewhere
 * 0.03-0.52, and one voice's two sides 0.65 and more. Between this and XVECTOR_SAME_VOICE the
 * count is a guess, so "Select Your Voice" also offers "all of these are me" (decision 173).
 */
export const XVECTOR_MAYBE_ONE_VOICE = 0.55;

/**
 * Whether some two of a recording's voices are alike enough to be one person (x-vector
 * signatures, unit length; signatures of other kinds are never judged so).
 */
export function voicesMayBeOne(signatures: Record<string, readonly number[]> | null): boolean {
  const xvectors = Object.values(signatures ?? {}).filter(
    (signature) => signature.length === XVECTOR_DIMENSION,
  );
  return xvectors.some((a, i) =>
    xvectors.slice(i + 1).some((b) => dot(a, b) >= XVECTOR_MAYBE_ONE_VOICE),
  );
}
export const MFCC_SAME_VOICE = 0.5;
/** The length of an x-vector signature (an MFCC one has 24 values). */
export const XVECTOR_DIMENSION = 128;

/** Windows closer than this are read as one span, so the network sees their context. */
const SPAN_JOIN_SECONDS = 0.5;
/** A span is cut after this long, so memory stays small whatever the recording's length. */
const SPAN_MAX_SECONDS = 30;
const FRAMES_PER_SECOND = 1 / XVECTOR_HOP_SECONDS;
/**
 * Audio read on each side of a span for the 3 s sliding mean normalisation. Measured: JFK's
 * last phrase, normalised alone, reached only 0.31 cosine against the rest of his speech and
 * became a second speaker; with 1.5 s around it, 0.6.
 */
const CMN_CONTEXT_SECONDS = 1.5;

export function xvectorEmbedder(model: XvectorModel): VoiceEmbedder {
  return {
    kind: 'xvector',
    sameVoice: XVECTOR_SAME_VOICE,
    furtherVoice: XVECTOR_FURTHER_VOICE,
    async embed(read, sampleRate, windows, onProgress) {
      const out: Array<Float32Array | null> = windows.map(() => null);
      let first = 0;
      while (first < windows.length) {
        const start = (windows[first] as TimeSpan).start;
        // Windows come in order of their start; they may overlap (several lengths at once), so
        // the span ends where the latest of them ends.
        let last = first;
        let end = (windows[first] as TimeSpan).end;
        while (
          last + 1 < windows.length &&
          (windows[last + 1] as TimeSpan).start - end < SPAN_JOIN_SECONDS &&
          (windows[last + 1] as TimeSpan).end - start <= SPAN_MAX_SECONDS
        ) {
          last += 1;
          end = Math.max(end, (windows[last] as TimeSpan).end);
        }
        // The mean normalisation sees the audio around the span too, as Kaldi's does over the
        // whole recording: over a short phrase alone it would remove the voice with the mean.
        const from = Math.max(0, start - CMN_CONTEXT_SECONDS);
        const samples = await read({ start: from, end: end + CMN_CONTEXT_SECONDS });
        const ranges = windows.slice(first, last + 1).map((w) => ({
          first: Math.round((w.start - from) * FRAMES_PER_SECOND),
          end: Math.round((w.end - from) * FRAMES_PER_SECOND),
        }));
        // TensorFlow.js and its WebAssembly backend load on the first voice (decision 190).
        const { embedSpan } = await import('./xvector');
        const embeddings = await embedSpan(model, samples, sampleRate, ranges);
        embeddings.forEach((e, i) => (out[first + i] = e));
        first = last + 1;
        onProgress?.(first / windows.length);
      }
      return out;
    },
  };
}

/**
 * Frames quieter than the window's loudest by more than this are pauses, not voice. 30 dB
 * keeps soft consonants and drops the silence between words.
 */
const FRAME_ENERGY_RANGE_DB = 30;

/**
 * Mean and standard deviation of MFCCs 1-12 over a window's voiced frames (coefficient 0 is
 * loudness, which depends on the microphone's distance), z-scored over the recording's
 * windows so every coefficient weighs alike, then scaled to unit length.
 */
export function mfccEmbedder(): VoiceEmbedder {
  return {
    kind: 'mfcc',
    sameVoice: MFCC_SAME_VOICE,
    furtherVoice: MFCC_SAME_VOICE,
    async embed(read, sampleRate, windows, onProgress) {
      const raw: Array<number[] | null> = [];
      for (const window of windows) {
        if (raw.length % 50 === 0) onProgress?.(raw.length / windows.length);
        const slice = await read(window);
        const frames = mfcc(slice, sampleRate);
        if (frames.length === 0) {
          raw.push(null);
          continue;
        }
        const hop = Math.round(MFCC_HOP_SECONDS * sampleRate);
        const length = Math.round(MFCC_FRAME_SECONDS * sampleRate);
        const db = frames.map((_, f) => {
          let sum = 0;
          for (let i = f * hop; i < f * hop + length; i += 1) sum += (slice[i] ?? 0) ** 2;
          return 10 * Math.log10(sum / length + 1e-20);
        });
        const loudest = Math.max(...db);
        const voiced = frames.filter(
          (_, f) => (db[f] ?? -Infinity) >= loudest - FRAME_ENERGY_RANGE_DB,
        );
        const mean = new Array<number>(12).fill(0);
        const square = new Array<number>(12).fill(0);
        for (const frame of voiced) {
          for (let c = 0; c < 12; c += 1) {
            mean[c] = (mean[c] ?? 0) + (frame[c + 1] ?? 0) / voiced.length;
            square[c] = (square[c] ?? 0) + (frame[c + 1] ?? 0) ** 2 / voiced.length;
          }
        }
        raw.push([
          ...mean,
          ...mean.map((m, c) => Math.sqrt(Math.max(0, (square[c] ?? 0) - m * m))),
        ]);
      }
      const present = raw.filter((v): v is number[] => v !== null);
      const dim = present[0]?.length ?? 0;
      const mu = Array.from(
        { length: dim },
        (_, d) => present.reduce((s, v) => s + (v[d] ?? 0), 0) / present.length,
      );
      const sd = Array.from({ length: dim }, (_, d) =>
        Math.sqrt(
          present.reduce((s, v) => s + ((v[d] ?? 0) - (mu[d] ?? 0)) ** 2, 0) / present.length +
            1e-9,
        ),
      );
      return raw.map((v) => {
        if (!v) return null;
        const z = Float32Array.from(v, (x, d) => (x - (mu[d] ?? 0)) / (sd[d] ?? 1));
        const norm = Math.sqrt(Math.max(dot(z, z), 1e-30));
        return z.map((x) => x / norm);
      });
    },
  };
}

/**
 * The x-vector embedder, or null when its model is not installed. MFCC statistics are not a
 * fallback: on the speaker clips they found the right number of voices in 0 of 11 recordings
 * (9 speakers for one reader), so without the model every recording is one speaker, the
 * error that costs least (docs/evaluation.md).
 */
export async function defaultEmbedder(): Promise<VoiceEmbedder | null> {
  const model = await loadXvectorModel();
  return model ? xvectorEmbedder(model) : null;
}
