import { MFCC_FRAME_SECONDS, MFCC_HOP_SECONDS, mfcc } from './mfcc';

/**
 * Offline speaker diarization by classical signal processing (no diarization model can be
 * obtained here: speech-engines guide). Speech segments from VAD are cut into ~1.5 s windows;
 * each window becomes a 26-value voice summary (mean and spread of 13 MFCCs); windows are
 * grouped by agglomerative clustering; neighbouring windows of one group become turns.
 */

export interface TimeSpan {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface SpeakerTurn extends TimeSpan {
  /** 'A' for the first voice heard, 'B' for the second, and so on. */
  speaker: string;
}

export interface Diarization {
  speakers: number;
  turns: SpeakerTurn[];
  /**
   * Mean raw feature vector per speaker (13 MFCC means, then 13 standard deviations): a voice
   * signature to store later. Raw rather than z-scored, because the z-score depends on who
   * else is in the recording; a different microphone still shifts it, so compare with care.
   */
  signatures: Record<string, number[]>;
}

/**
 * Long enough for MFCC statistics to settle (about 150 frames), short enough that a
 * 3 s turn still gives two windows. 1-2 s is the usual range in classical diarization.
 */
export const DIARIZATION_WINDOW_SECONDS = 1.5;
/** Shorter speech (a cough, a lone "yes") has too few frames for stable statistics. */
export const DIARIZATION_MIN_WINDOW_SECONDS = 0.4;
/**
 * Clustering stops only when the closest two groups are both far apart in absolute terms
 * (average cosine distance, 0-2, between their windows' z-scored features) and far apart
 * relative to how spread out each group is inside. Why both: after a per-recording z-score,
 * one voice's windows are near-uncorrelated, so splitting one voice in two still leaves halves
 * ~1.15-1.22 apart; but those halves are as spread inside (~0.9), whereas two voices' groups
 * are tight inside (~0.6-0.75) and 1.36-1.51 apart. Measured on espeak clips, one voice (4
 * voices, 34 s each): last merge ratios 1.23-1.40; two voices (3 clearly different pairs):
 * 1.85-2.47. The gates sit in the gaps: distance 1.1, ratio 1.6.
 */
export const DIARIZATION_MIN_SPLIT_DISTANCE = 1.1;
export const DIARIZATION_MIN_SPLIT_RATIO = 1.6;
/**
 * With fewer windows than this (about 15 s of speech) the per-recording z-score is too noisy
 * to split on: two windows always come out exactly opposite, and a 7-window espeak clip of one
 * voice split 4/3 at the gates above (npm run eval). Shorter recordings are one speaker.
 */
export const DIARIZATION_MIN_WINDOWS = 10;
/** Expected distance between unrelated z-scored windows: the spread assumed for a lone window. */
const UNRELATED_DISTANCE = 1;

/**
 * Frames quieter than the window's loudest by more than this are pauses, not voice. 30 dB
 * keeps soft consonants and drops the silence between words (judgement on the espeak clips).
 */
export const FRAME_ENERGY_RANGE_DB = 30;
/** Guards the z-score against a dimension that never varies (digital silence, one window). */
const MIN_STD = 1e-6;

interface Window extends TimeSpan {
  features: number[];
}

/** Cuts each segment into equal windows near DIARIZATION_WINDOW_SECONDS long. */
export function splitIntoWindows(segments: TimeSpan[]): TimeSpan[] {
  const windows: TimeSpan[] = [];
  for (const { start, end } of segments) {
    const length = end - start;
    if (length <= 0) continue;
    const count = Math.max(1, Math.round(length / DIARIZATION_WINDOW_SECONDS));
    for (let i = 0; i < count; i += 1) {
      windows.push({
        start: start + (length * i) / count,
        end: start + (length * (i + 1)) / count,
      });
    }
  }
  return windows;
}

/**
 * Frames within FRAME_ENERGY_RANGE_DB of the window's loudest: pauses between words carry no
 * voice, and their near-silent log spectra would otherwise dominate the statistics.
 */
function voicedFrames(slice: Float32Array, sampleRate: number, frames: Float64Array[]) {
  const hop = Math.round(MFCC_HOP_SECONDS * sampleRate);
  const length = Math.round(MFCC_FRAME_SECONDS * sampleRate);
  const db = frames.map((_, f) => {
    let sum = 0;
    for (let i = f * hop; i < f * hop + length; i += 1) sum += (slice[i] ?? 0) ** 2;
    return 10 * Math.log10(sum / length + 1e-20);
  });
  const loudest = Math.max(...db);
  const kept = frames.filter((_, f) => (db[f] ?? -Infinity) >= loudest - FRAME_ENERGY_RANGE_DB);
  return kept.length > 0 ? kept : frames;
}

/** Mean and standard deviation of each MFCC over the window: 26 values. */
function windowFeatures(samples: Float32Array, sampleRate: number, span: TimeSpan): number[] {
  const slice = samples.subarray(
    Math.floor(span.start * sampleRate),
    Math.ceil(span.end * sampleRate),
  );
  const frames = voicedFrames(slice, sampleRate, mfcc(slice, sampleRate));
  const size = frames[0]?.length ?? 0;
  const mean = new Array<number>(size).fill(0);
  const square = new Array<number>(size).fill(0);
  for (const frame of frames) {
    for (let i = 0; i < size; i += 1) {
      const value = frame[i] ?? 0;
      mean[i] = (mean[i] ?? 0) + value / frames.length;
      square[i] = (square[i] ?? 0) + (value * value) / frames.length;
    }
  }
  const std = mean.map((m, i) => Math.sqrt(Math.max(0, (square[i] ?? 0) - m * m)));
  return [...mean, ...std];
}

/**
 * Per-recording z-score per dimension: the microphone and room shift every window alike, so
 * only differences between windows (voices) remain, each dimension weighted equally.
 */
function zScore(vectors: number[][]): number[][] {
  const size = vectors[0]?.length ?? 0;
  const mean = new Array<number>(size).fill(0);
  for (const vector of vectors)
    vector.forEach((v, i) => (mean[i] = (mean[i] ?? 0) + v / vectors.length));
  const std = mean.map((m, i) =>
    Math.sqrt(
      vectors.reduce((sum, vector) => sum + ((vector[i] ?? 0) - m) ** 2, 0) / vectors.length,
    ),
  );
  return vectors.map((vector) =>
    vector.map((v, i) => (v - (mean[i] ?? 0)) / Math.max(MIN_STD, std[i] ?? 0)),
  );
}

function cosineDistance(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    normA += (a[i] ?? 0) ** 2;
    normB += (b[i] ?? 0) ** 2;
  }
  return 1 - dot / Math.max(MIN_STD, Math.sqrt(normA * normB));
}

export interface ClusterThresholds {
  minSplitDistance: number;
  minSplitRatio: number;
}

export const DEFAULT_CLUSTER_THRESHOLDS: ClusterThresholds = {
  minSplitDistance: DIARIZATION_MIN_SPLIT_DISTANCE,
  minSplitRatio: DIARIZATION_MIN_SPLIT_RATIO,
};

/**
 * Average-linkage agglomerative clustering: repeatedly merges the two groups whose windows are
 * closest on average, until the closest pair is clearly apart (see the thresholds above).
 * Average linkage rather than single linkage so one odd window cannot chain two voices
 * together. Returns a group index per vector. O(n^3) in windows: fine for practice
 * recordings (10 minutes is ~400 windows).
 */
export function clusterAgglomerative(
  vectors: number[][],
  thresholds: ClusterThresholds = DEFAULT_CLUSTER_THRESHOLDS,
): number[] {
  const distance = vectors.map((a) => vectors.map((b) => cosineDistance(a, b)));
  const linkage = (a: number[], b: number[]) => {
    let sum = 0;
    for (const i of a) for (const j of b) sum += distance[i]?.[j] ?? 0;
    return sum / (a.length * b.length);
  };
  // Mean distance between distinct members (the diagonal's zeros left out).
  const spread = (g: number[]) =>
    g.length < 2 ? UNRELATED_DISTANCE : (linkage(g, g) * g.length) / (g.length - 1);
  let groups = vectors.map((_, i) => [i]);
  while (groups.length > 1) {
    let best = { a: 0, b: 1, distance: Infinity };
    for (let a = 0; a < groups.length; a += 1) {
      for (let b = a + 1; b < groups.length; b += 1) {
        const d = linkage(groups[a] ?? [], groups[b] ?? []);
        if (d < best.distance) best = { a, b, distance: d };
      }
    }
    const first = groups[best.a] ?? [];
    const second = groups[best.b] ?? [];
    const ratio = best.distance / Math.max(MIN_STD, spread(first), spread(second));
    if (best.distance > thresholds.minSplitDistance && ratio > thresholds.minSplitRatio) break;
    groups = groups.filter((_, i) => i !== best.a && i !== best.b);
    groups.push([...first, ...second]);
  }
  const labels = new Array<number>(vectors.length).fill(0);
  groups.forEach((members, g) => members.forEach((i) => (labels[i] = g)));
  return labels;
}

/** 'A'...'Z', then 'S27', 'S28'... should a recording ever hold more voices. */
const speakerName = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : `S${index + 1}`;

/**
 * Who spoke when. `segments` are speech spans (from `detectSpeech`); `samples` the whole
 * recording. Windows too short for statistics take the speaker of the nearest window in time.
 */
export function diarize(
  samples: Float32Array,
  sampleRate: number,
  segments: TimeSpan[],
  thresholds: ClusterThresholds = DEFAULT_CLUSTER_THRESHOLDS,
): Diarization {
  const spans = splitIntoWindows(segments);
  const usable: Window[] = spans
    .filter((span) => span.end - span.start >= DIARIZATION_MIN_WINDOW_SECONDS)
    .map((span) => ({ ...span, features: windowFeatures(samples, sampleRate, span) }));
  if (usable.length === 0) {
    if (spans.length === 0) return { speakers: 0, turns: [], signatures: {} };
    return mergeTurns(
      spans.map((span) => ({ ...span, speaker: 'A' })),
      { A: [] },
    );
  }

  const normalised = zScore(usable.map((window) => window.features));
  const groups =
    usable.length < DIARIZATION_MIN_WINDOWS
      ? usable.map(() => 0)
      : clusterAgglomerative(normalised, thresholds);
  // Name groups in order of first appearance, so the first voice heard is always 'A'.
  const names = new Map<number, string>();
  groups.forEach((group) => {
    if (!names.has(group)) names.set(group, speakerName(names.size));
  });
  const labelled = usable.map((window, i) => ({
    ...window,
    speaker: names.get(groups[i] ?? 0) ?? 'A',
  }));

  const signatures: Record<string, number[]> = {};
  for (const name of names.values()) {
    signatures[name] = averageVector(
      labelled.filter((window) => window.speaker === name).map((w) => w.features),
    );
  }

  const nearest = (span: TimeSpan) => {
    const centre = (span.start + span.end) / 2;
    let best = labelled[0];
    for (const window of labelled) {
      const gap = Math.abs((window.start + window.end) / 2 - centre);
      if (best && gap < Math.abs((best.start + best.end) / 2 - centre)) best = window;
    }
    return best?.speaker ?? 'A';
  };
  const all = spans.map((span) => {
    const match = labelled.find((window) => window.start === span.start && window.end === span.end);
    return { start: span.start, end: span.end, speaker: match?.speaker ?? nearest(span) };
  });
  return mergeTurns(all, signatures);
}

/** The mean of each dimension; empty for no vectors. */
function averageVector(vectors: number[][]): number[] {
  return (vectors[0] ?? []).map(
    (_, d) => vectors.reduce((sum, vector) => sum + (vector[d] ?? 0), 0) / vectors.length,
  );
}

/**
 * Voice signatures (as in `Diarization.signatures`) for turns someone else labelled: a cloud
 * engine's speaker labels. Turns too short for statistics are left out; a speaker with none
 * long enough gets no signature.
 */
export function speakerSignatures(
  samples: Float32Array,
  sampleRate: number,
  turns: readonly SpeakerTurn[],
): Record<string, number[]> {
  const features = new Map<string, number[][]>();
  for (const turn of turns) {
    for (const span of splitIntoWindows([turn])) {
      if (span.end - span.start < DIARIZATION_MIN_WINDOW_SECONDS) continue;
      const list = features.get(turn.speaker) ?? [];
      list.push(windowFeatures(samples, sampleRate, span));
      features.set(turn.speaker, list);
    }
  }
  return Object.fromEntries([...features].map(([speaker, list]) => [speaker, averageVector(list)]));
}

/** Joins consecutive windows of one speaker (across pauses) into turns. */
function mergeTurns(windows: SpeakerTurn[], signatures: Record<string, number[]>): Diarization {
  const turns: SpeakerTurn[] = [];
  for (const window of [...windows].sort((a, b) => a.start - b.start)) {
    const previous = turns.at(-1);
    if (previous && previous.speaker === window.speaker) previous.end = window.end;
    else turns.push({ ...window });
  }
  return { speakers: Object.keys(signatures).length, turns, signatures };
}
