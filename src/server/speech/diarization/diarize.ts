import { type PcmFile, readPcm } from '../decode';
import { MFCC_FRAME_SECONDS, MFCC_HOP_SECONDS, mfcc } from './mfcc';

/**
 * Offline speaker diarization by classical signal processing (no diarization model can be
 * obtained here: speech-engines guide). Speech segments from VAD are cut into ~1.5 s windows;
 * each window's MFCC frames are modelled as one Gaussian; windows are grouped by agglomerative
 * clustering with the Bayesian Information Criterion (Chen & Gopalakrishnan 1998), the
 * classical test of whether two stretches are better explained by one voice or by two;
 * neighbouring windows of one group become turns.
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
   * signature to store. A different microphone shifts it, so compare with care.
   */
  signatures: Record<string, number[]>;
}

/**
 * Long enough for the frame statistics to settle (about 150 frames), short enough that a
 * 3 s turn still gives two windows. 1-2 s is the usual range in classical diarization.
 */
export const DIARIZATION_WINDOW_SECONDS = 1.5;
/** Shorter speech (a cough, a lone "yes") has too few frames for stable statistics. */
export const DIARIZATION_MIN_WINDOW_SECONDS = 0.4;
/**
 * Weight of the BIC's model-size penalty. 1 is the textbook value, but with 1.5 s windows it
 * left one voice in many groups, because what is said moves short-window statistics as much
 * as who says it. Measured (npm run eval clips, and a real two-person recording in
 * docs/evaluation.md): 1 split every one-voice clip; 2 split one of 16; 3 kept all 16 whole
 * and still split the espeak conversations and the real recording exactly, with the last
 * refused merge far above zero (+1,700 on the real recording). 3 is used.
 */
export const DIARIZATION_BIC_PENALTY = 3;
/**
 * Under this many windows (about 15 s of speech) a recording is one speaker: errs towards
 * one speaker, since splitting one person in two costs more than missing a second voice
 * (docs/decisions.md).
 */
export const DIARIZATION_MIN_WINDOWS = 10;
/**
 * Cepstral coefficients 1-12 describe the voice; coefficient 0 is overall loudness, which
 * depends on the distance to the microphone rather than on who speaks, so it is left out.
 */
const BIC_FIRST_COEFFICIENT = 1;
const BIC_DIMENSIONS = 12;
/** Added to the covariance diagonal so a window of near-identical frames stays invertible. */
const COVARIANCE_FLOOR = 1e-3;

/**
 * Frames quieter than the window's loudest by more than this are pauses, not voice. 30 dB
 * keeps soft consonants and drops the silence between words (judgement on the espeak clips).
 */
export const FRAME_ENERGY_RANGE_DB = 30;

interface Window extends TimeSpan {
  /** 13 MFCC means then 13 standard deviations: what a signature averages. */
  features: number[];
  gaussian: FrameStatistics;
}

/** Sufficient statistics of a set of frames: enough to fit one full-covariance Gaussian. */
export interface FrameStatistics {
  count: number;
  sum: Float64Array;
  /** Row-major sum of outer products, BIC_DIMENSIONS squared. */
  outer: Float64Array;
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

/** Mean and standard deviation of each MFCC over the frames: 26 values. */
function summarise(frames: Float64Array[]): number[] {
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

export function frameStatistics(frames: readonly Float64Array[]): FrameStatistics {
  const d = BIC_DIMENSIONS;
  const stats = { count: 0, sum: new Float64Array(d), outer: new Float64Array(d * d) };
  for (const frame of frames) {
    stats.count += 1;
    for (let i = 0; i < d; i += 1) {
      const x = frame[BIC_FIRST_COEFFICIENT + i] ?? 0;
      stats.sum[i] = (stats.sum[i] ?? 0) + x;
      for (let j = 0; j < d; j += 1) {
        const y = frame[BIC_FIRST_COEFFICIENT + j] ?? 0;
        stats.outer[i * d + j] = (stats.outer[i * d + j] ?? 0) + x * y;
      }
    }
  }
  return stats;
}

function combine(a: FrameStatistics, b: FrameStatistics): FrameStatistics {
  return {
    count: a.count + b.count,
    sum: a.sum.map((x, i) => x + (b.sum[i] ?? 0)),
    outer: a.outer.map((x, i) => x + (b.outer[i] ?? 0)),
  };
}

/** log-determinant of the frames' covariance (maximum likelihood), by Cholesky. */
function logDetCovariance(stats: FrameStatistics): number {
  const d = BIC_DIMENSIONS;
  const n = Math.max(1, stats.count);
  const cov = new Float64Array(d * d);
  for (let i = 0; i < d; i += 1) {
    for (let j = 0; j < d; j += 1) {
      const mi = (stats.sum[i] ?? 0) / n;
      const mj = (stats.sum[j] ?? 0) / n;
      cov[i * d + j] =
        (stats.outer[i * d + j] ?? 0) / n - mi * mj + (i === j ? COVARIANCE_FLOOR : 0);
    }
  }
  const lower = new Float64Array(d * d);
  let logDet = 0;
  for (let i = 0; i < d; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let value = cov[i * d + j] ?? 0;
      for (let k = 0; k < j; k += 1) value -= (lower[i * d + k] ?? 0) * (lower[j * d + k] ?? 0);
      if (i === j) {
        const root = Math.sqrt(Math.max(value, COVARIANCE_FLOOR));
        lower[i * d + i] = root;
        logDet += 2 * Math.log(root);
      } else {
        lower[i * d + j] = value / (lower[j * d + j] ?? 1);
      }
    }
  }
  return logDet;
}

/**
 * ΔBIC of modelling a and b as one Gaussian rather than two: negative when one voice explains
 * both at least as well, once the second model's extra parameters are paid for.
 */
export function bicDistance(
  a: FrameStatistics,
  b: FrameStatistics,
  penalty = DIARIZATION_BIC_PENALTY,
): number {
  const both = combine(a, b);
  const d = BIC_DIMENSIONS;
  const parameters = d + (d * (d + 1)) / 2;
  return (
    0.5 * both.count * logDetCovariance(both) -
    0.5 * a.count * logDetCovariance(a) -
    0.5 * b.count * logDetCovariance(b) -
    0.5 * penalty * parameters * Math.log(Math.max(2, both.count))
  );
}

/** The window's voiced frames, summarised both ways. */
function analyseWindow(slice: Float32Array, sampleRate: number) {
  const frames = voicedFrames(slice, sampleRate, mfcc(slice, sampleRate));
  return { features: summarise(frames), gaussian: frameStatistics(frames) };
}

/** Reads the samples of a span of the recording. */
export type ReadSamples = (span: TimeSpan) => Promise<Float32Array>;

/** A reader over samples already in memory. */
export function samplesReader(samples: Float32Array, sampleRate: number): ReadSamples {
  return (span) =>
    Promise.resolve(
      samples.subarray(Math.floor(span.start * sampleRate), Math.ceil(span.end * sampleRate)),
    );
}

/** A reader over the decoded file on disk: a window at a time, never the whole recording. */
export function pcmReader(pcm: PcmFile): ReadSamples {
  return (span) => readPcm(pcm, span.start * pcm.sampleRate, span.end * pcm.sampleRate);
}

/**
 * Agglomerative clustering by BIC: repeatedly merges the two groups whose merge costs least,
 * while one Gaussian explains them at least as well as two (ΔBIC ≤ 0). The pairwise ΔBIC
 * matrix is kept with each row's best partner, so a merge refits only the merged group
 * against the others: O(n²) Gaussian fits for n windows. Returns a group index per window.
 */
export function clusterByBic(
  windows: readonly FrameStatistics[],
  penalty = DIARIZATION_BIC_PENALTY,
): number[] {
  const n = windows.length;
  const stats = [...windows];
  const members = windows.map((_, i) => [i]);
  const active = new Array<boolean>(n).fill(true);
  const cost = new Float64Array(n * n).fill(Infinity);
  const best = new Int32Array(n).fill(-1);
  const rescan = (i: number) => {
    let partner = -1;
    for (let j = 0; j < n; j += 1) {
      if (
        j !== i &&
        active[j] &&
        (partner < 0 || (cost[i * n + j] ?? 0) < (cost[i * n + partner] ?? 0))
      )
        partner = j;
    }
    best[i] = partner;
  };
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const value = bicDistance(stats[i] as FrameStatistics, stats[j] as FrameStatistics, penalty);
      cost[i * n + j] = value;
      cost[j * n + i] = value;
    }
  }
  for (let i = 0; i < n; i += 1) rescan(i);

  for (let remaining = n; remaining > 1; remaining -= 1) {
    let a = -1;
    for (let i = 0; i < n; i += 1) {
      const partner = best[i] ?? -1;
      if (!active[i] || partner < 0) continue;
      if (a < 0 || (cost[i * n + partner] ?? 0) < (cost[a * n + (best[a] ?? 0)] ?? 0)) a = i;
    }
    if (a < 0) break;
    const b = best[a] ?? -1;
    if (b < 0 || (cost[a * n + b] ?? Infinity) > 0) break;
    // b joins a.
    stats[a] = combine(stats[a] as FrameStatistics, stats[b] as FrameStatistics);
    members[a] = [...(members[a] ?? []), ...(members[b] ?? [])];
    members[b] = [];
    active[b] = false;
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a) continue;
      const value = bicDistance(stats[a] as FrameStatistics, stats[k] as FrameStatistics, penalty);
      cost[a * n + k] = value;
      cost[k * n + a] = value;
    }
    rescan(a);
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a) continue;
      const partner = best[k] ?? -1;
      if (partner === a || partner === b) rescan(k);
      else if ((cost[k * n + a] ?? Infinity) < (cost[k * n + partner] ?? Infinity)) best[k] = a;
    }
  }
  const labels = new Array<number>(n).fill(0);
  let group = 0;
  for (let i = 0; i < n; i += 1) {
    if (!active[i]) continue;
    for (const member of members[i] ?? []) labels[member] = group;
    group += 1;
  }
  return labels;
}

/**
 * Windows clustered at once; longer recordings are clustered in blocks of this many windows
 * (about 25 minutes of speech), and the blocks' groups clustered again, so memory and time
 * stay bounded (the matrix of one block is 8 MB).
 */
export const DIARIZATION_BLOCK_WINDOWS = 1000;

/** `clusterByBic` for any number of windows: in blocks, then across the blocks' groups. */
export function clusterLongByBic(
  windows: readonly FrameStatistics[],
  penalty = DIARIZATION_BIC_PENALTY,
  blockSize = DIARIZATION_BLOCK_WINDOWS,
): number[] {
  if (windows.length <= blockSize) return clusterByBic(windows, penalty);
  const groupOf = new Array<number>(windows.length).fill(0);
  const groupStats: FrameStatistics[] = [];
  for (let start = 0; start < windows.length; start += blockSize) {
    const block = windows.slice(start, start + blockSize);
    const labels = clusterByBic(block, penalty);
    const firstGroup = groupStats.length;
    labels.forEach((label, i) => {
      const id = firstGroup + label;
      groupOf[start + i] = id;
      const window = block[i] as FrameStatistics;
      groupStats[id] = groupStats[id] ? combine(groupStats[id], window) : window;
    });
  }
  const merged = clusterLongByBic(groupStats, penalty, blockSize);
  return groupOf.map((group) => merged[group] ?? 0);
}

/** 'A'...'Z', then 'S27', 'S28'... should a recording ever hold more voices. */
const speakerName = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : `S${index + 1}`;

/**
 * Who spoke when. `segments` are speech spans (from `detectSpeech`); `samples` the whole
 * recording. Windows too short for statistics take the speaker of the nearest window in time.
 */
export async function diarize(
  read: ReadSamples,
  sampleRate: number,
  segments: TimeSpan[],
  penalty = DIARIZATION_BIC_PENALTY,
): Promise<Diarization> {
  const spans = splitIntoWindows(segments);
  const usable: Array<Window & { index: number }> = [];
  for (const [index, span] of spans.entries()) {
    if (span.end - span.start < DIARIZATION_MIN_WINDOW_SECONDS) continue;
    usable.push({ ...span, index, ...analyseWindow(await read(span), sampleRate) });
  }
  if (usable.length === 0) {
    if (spans.length === 0) return { speakers: 0, turns: [], signatures: {} };
    return mergeTurns(
      spans.map((span) => ({ ...span, speaker: 'A' })),
      { A: [] },
    );
  }

  const groups =
    usable.length < DIARIZATION_MIN_WINDOWS
      ? usable.map(() => 0)
      : clusterLongByBic(
          usable.map((window) => window.gaussian),
          penalty,
        );
  // Name groups in order of first appearance, so the first voice heard is always 'A'.
  const names = new Map<number, string>();
  groups.forEach((group) => {
    if (!names.has(group)) names.set(group, speakerName(names.size));
  });
  const speakerOf = usable.map((_, i) => names.get(groups[i] ?? 0) ?? 'A');

  const signatures: Record<string, number[]> = {};
  for (const name of names.values()) {
    signatures[name] = averageVector(
      usable.filter((_, i) => speakerOf[i] === name).map((window) => window.features),
    );
  }

  // Windows too short to analyse take the speaker of the nearest analysed one in time.
  const labels = new Array<string | undefined>(spans.length);
  usable.forEach((window, i) => (labels[window.index] = speakerOf[i]));
  const centre = (span: TimeSpan) => (span.start + span.end) / 2;
  let next = 0;
  const all = spans.map((span, index) => {
    const own = labels[index];
    if (own !== undefined) return { ...span, speaker: own };
    while (next < usable.length && (usable[next]?.index ?? 0) < index) next += 1;
    const before = usable[next - 1];
    const after = usable[next];
    const useBefore =
      before &&
      (!after || Math.abs(centre(before) - centre(span)) <= Math.abs(centre(after) - centre(span)));
    const neighbour = useBefore ? next - 1 : next;
    return { ...span, speaker: speakerOf[neighbour] ?? 'A' };
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
export async function speakerSignatures(
  read: ReadSamples,
  sampleRate: number,
  turns: readonly SpeakerTurn[],
): Promise<Record<string, number[]>> {
  const features = new Map<string, number[][]>();
  for (const turn of turns) {
    for (const span of splitIntoWindows([turn])) {
      if (span.end - span.start < DIARIZATION_MIN_WINDOW_SECONDS) continue;
      const list = features.get(turn.speaker) ?? [];
      list.push(analyseWindow(await read(span), sampleRate).features);
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
