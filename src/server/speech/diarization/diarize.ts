import { absorbSmallGroups, centroids, clusterByCosine, cosine, dot } from './cluster';
import { defaultEmbedder, type VoiceEmbedder, type VoiceLines } from './embedders';
import { type PitchSample, splitByPitch, windowPitches } from './pitch-split';
import type { ReadSamples, TimeSpan } from './read-samples';
import {
  RESEGMENT_HOP_SECONDS,
  RESEGMENT_SURE_MARGIN,
  RESEGMENT_WINDOW_SECONDS,
  resegment,
} from './resegment';

export { pcmReader, samplesReader, type ReadSamples, type TimeSpan } from './read-samples';

/**
 * Who spoke when, offline. Speech segments from VAD are cut into 3 s windows, 1.5 s apart;
 * each window becomes a voice embedding (an x-vector from Kaldi's speaker network:
 * embedders.ts; without its model every recording is one speaker); then
 * 1. the windows are split into voices from the top down, while the two sides of a group are
 *    less alike than one voice's are (`splitVoices`, decision 171);
 * 2. a group with too little speech is not a speaker and joins the voice nearest it;
 * 3. re-segmentation: every window goes to the nearest remaining voice, and voices that have
 *    become alike are merged;
 * 4. a voice whose windows' pitch falls into two far-apart clusters is split (pitch-split.ts);
 * 5. with two voices or more, who speaks when is decided again on 1 s windows
 *    (resegment.ts), and turns end at silences longer than TURN_JOIN_SECONDS (decision 172).
 * A lone window is not smoothed into its neighbours' voice: at 3 s, one window can be a
 * whole short turn.
 * It errs towards fewer speakers: one person split in two sends a solo practice to "Select
 * Your Voice", which costs more than missing a second voice (docs/decisions.md).
 */

export interface SpeakerTurn extends TimeSpan {
  /** 'A' for the first voice heard, 'B' for the second, and so on. */
  speaker: string;
}

export interface Diarization {
  speakers: number;
  turns: SpeakerTurn[];
  /**
   * Mean embedding per speaker (unit length): a voice signature to store, so a later recording
   * can preselect the user's voice. Its length tells the embedder (128 x-vector, 24 MFCC).
   */
  signatures: Record<string, number[]>;
}

/**
 * Kaldi's recipe embeds 1.5 s windows and scores them with PLDA; without a PLDA model here,
 * cosine scoring needs longer windows to be stable. Measured on the speaker clips
 * (docs/evaluation.md): with 1.5 s, one line between "one voice" and "two" worked only in
 * 0.35-0.35; with 3 s every clip of real voices was right from 0.35 to 0.45.
 */
export const DIARIZATION_WINDOW_SECONDS = 3;
/** Shorter speech (a cough, a lone "yes") has too little voice to embed. */
export const DIARIZATION_MIN_WINDOW_SECONDS = 0.5;
/**
 * Under this much speech a recording is one speaker: too little to tell voices apart, and a
 * short practice is almost always one person.
 */
export const DIARIZATION_MIN_SPEECH_SECONDS = 12;
/**
 * A voice needs at least this much speech, and this share of the recording's speech, to be a
 * speaker. The share follows what the recording holds: a second person who says 5 s in 3
 * minutes (2.8%) is not someone to pick, and a few stray minutes of a 30-minute recording
 * are not a voice; in a 30 s exchange, a sentence of 3 s is a turn (decision 171).
 */
export const SPEAKER_MIN_SECONDS = 3;
export const SPEAKER_MIN_SHARE = 0.06;

/**
 * Windows start this far apart, so each overlaps the next by half. A turn of 1-5 s, as in a
 * real conversation, then has windows inside it rather than only ones that straddle its
 * edges, and who spoke is decided every 1.5 s. The network runs once over joined windows
 * (embedders.ts), so the overlap costs only the pooling.
 */
export const DIARIZATION_HOP_SECONDS = 1.5;

/**
 * Cuts each segment into windows DIARIZATION_WINDOW_SECONDS long, DIARIZATION_HOP_SECONDS
 * apart (evenly spread, so the last ends with the segment); a segment too short for two is
 * one window.
 */
export function splitIntoWindows(
  segments: readonly TimeSpan[],
  windowSeconds = DIARIZATION_WINDOW_SECONDS,
  hopSeconds = DIARIZATION_HOP_SECONDS,
): TimeSpan[] {
  const windows: TimeSpan[] = [];
  for (const { start, end } of segments) {
    const length = end - start;
    if (length <= 0) continue;
    const count = Math.max(1, Math.round((length - windowSeconds) / hopSeconds) + 1);
    if (count === 1) {
      windows.push({ start, end });
      continue;
    }
    const step = (length - windowSeconds) / (count - 1);
    for (let i = 0; i < count; i += 1) {
      windows.push({ start: start + step * i, end: start + step * i + windowSeconds });
    }
  }
  return windows;
}

/**
 * The stretch each window speaks for: overlapping windows of one segment share it at the
 * middle of their overlap, so the turns built from them do not overlap.
 */
export function windowCores(windows: readonly TimeSpan[]): TimeSpan[] {
  return windows.map((window, i) => {
    const before = windows[i - 1];
    const after = windows[i + 1];
    const start =
      before && before.end > window.start ? (window.start + before.end) / 2 : window.start;
    const end = after && after.start < window.end ? (after.start + window.end) / 2 : window.end;
    return { start, end };
  });
}

export interface EmbeddedWindow extends TimeSpan {
  /** Its place in the first pass's windows, or in the second pass's when `short`. */
  index: number;
  short: boolean;
}

/**
 * Every window diarization embeds, in order of start: the first pass's (3 s) and the second
 * pass's (resegment.ts), both long enough to embed. One network pass reads them all; live
 * parts embed the same ones as they arrive, so Stop finds them (live-result.ts).
 */
export function embeddedWindows(segments: readonly TimeSpan[]): EmbeddedWindow[] {
  const embeddable = (span: TimeSpan) => span.end - span.start >= DIARIZATION_MIN_WINDOW_SECONDS;
  const of = (spans: TimeSpan[], short: boolean) =>
    spans.flatMap((span, index) => (embeddable(span) ? [{ ...span, index, short }] : []));
  return [
    ...of(splitIntoWindows(segments), false),
    ...of(splitIntoWindows(segments, RESEGMENT_WINDOW_SECONDS, RESEGMENT_HOP_SECONDS), true),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Pauses a turn spans; a longer silence ends it (decision 172). */
export const TURN_JOIN_SECONDS = 1.5;

/** 'A'...'Z', then 'S27', 'S28'... should a recording ever hold more voices. */
const speakerName = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : `S${index + 1}`;

/** Each embedding's most similar centroid. */
function nearest(embeddings: readonly Float32Array[], centres: Map<number, Float32Array>) {
  return embeddings.map((e) => {
    let best = -1;
    let bestValue = -Infinity;
    for (const [label, centre] of centres) {
      const value = cosine(e, centre);
      if (value > bestValue) {
        bestValue = value;
        best = label;
      }
    }
    return best;
  });
}

/** Labels of groups whose centroids are as alike as one voice, made one. */
function mergeAlike(
  embeddings: readonly Float32Array[],
  labels: readonly number[],
  weights: readonly number[],
  sameVoice: number,
) {
  const centres = centroids(embeddings, labels, weights);
  const ids = [...centres.keys()];
  const merged = clusterByCosine(
    ids.map((id) => centres.get(id) as Float32Array),
    sameVoice,
  );
  const to = new Map(ids.map((id, i) => [id, merged[i] ?? 0]));
  return labels.map((label) => to.get(label) ?? 0);
}

/** The weighted mean of some embeddings, subtracted from each: what they share goes. */
function centred(embeddings: readonly Float32Array[], weights: readonly number[]) {
  const dim = embeddings[0]?.length ?? 0;
  const mean = new Float64Array(dim);
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  embeddings.forEach((e, i) => {
    for (let d = 0; d < dim; d += 1)
      mean[d] = (mean[d] ?? 0) + ((e[d] ?? 0) * (weights[i] ?? 0)) / total;
  });
  return embeddings.map((e) => Float32Array.from(e, (v, d) => v - (mean[d] ?? 0)));
}

/**
 * The best split in two by spherical k-means, from a few fixed starts (the same every run):
 * labels 0 and 1, the pair whose windows sit closest to their own centroid.
 */
function splitInTwo(embeddings: readonly Float32Array[], weights: readonly number[]): number[] {
  const n = embeddings.length;
  let best: number[] = [];
  let bestFit = -Infinity;
  const starts = Math.min(n, SPLIT_STARTS);
  for (let s = 0; s < starts; s += 1) {
    const first = Math.floor((s * n) / starts);
    // The second start is the window least like the first.
    let second = first;
    let lowest = Infinity;
    for (let i = 0; i < n; i += 1) {
      const value = cosine(embeddings[first] as Float32Array, embeddings[i] as Float32Array);
      if (value < lowest) {
        lowest = value;
        second = i;
      }
    }
    let centres = [embeddings[first] as Float32Array, embeddings[second] as Float32Array];
    let labels = embeddings.map(() => 0);
    for (let round = 0; round < 30; round += 1) {
      const next = embeddings.map((e) =>
        cosine(e, centres[0] as Float32Array) >= cosine(e, centres[1] as Float32Array) ? 0 : 1,
      );
      const moved = next.some((label, i) => label !== labels[i]);
      labels = next;
      const found = centroids(embeddings, labels, weights);
      if (!found.has(0) || !found.has(1)) break;
      centres = [found.get(0) as Float32Array, found.get(1) as Float32Array];
      if (!moved && round > 0) break;
    }
    const found = centroids(embeddings, labels, weights);
    let fit = 0;
    embeddings.forEach((e, i) => {
      const centre = found.get(labels[i] ?? 0);
      if (centre) fit += (weights[i] ?? 0) * cosine(e, centre);
    });
    if (found.size === 2 && fit > bestFit) {
      bestFit = fit;
      best = labels;
    }
  }
  return best.length === n ? best : embeddings.map(() => 0);
}

/** Squared distance between two vectors. */
function distance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let d = 0; d < a.length; d += 1) sum += ((a[d] ?? 0) - (b[d] ?? 0)) ** 2;
  return sum;
}

/**
 * The split in two by k-means on the unit embeddings (squared distance), from the same fixed
 * starts as `splitInTwo`: labels 0 and 1, the pair with the least spread.
 */
function cutInTwo(embeddings: readonly Float32Array[], weights: readonly number[]): number[] {
  const unit = embeddings.map((e) => {
    const norm = Math.sqrt(dot(e, e)) || 1;
    return Float64Array.from(e, (v) => v / norm);
  });
  const n = unit.length;
  const dim = unit[0]?.length ?? 0;
  let best: number[] = [];
  let bestSpread = Infinity;
  const starts = Math.min(n, SPLIT_STARTS);
  for (let s = 0; s < starts; s += 1) {
    const first = Math.floor((s * n) / starts);
    let second = first;
    let farthest = -1;
    for (let i = 0; i < n; i += 1) {
      const value = distance(unit[first] as Float64Array, unit[i] as Float64Array);
      if (value > farthest) {
        farthest = value;
        second = i;
      }
    }
    let centres = [unit[first] as Float64Array, unit[second] as Float64Array];
    let labels = unit.map(() => 0);
    for (let round = 0; round < 30; round += 1) {
      const next = unit.map((u) =>
        distance(u, centres[0] as Float64Array) <= distance(u, centres[1] as Float64Array) ? 0 : 1,
      );
      const moved = next.some((label, i) => label !== labels[i]);
      labels = next;
      const sums = [new Float64Array(dim), new Float64Array(dim)];
      const mass = [0, 0];
      unit.forEach((u, i) => {
        const side = labels[i] ?? 0;
        const weight = weights[i] ?? 0;
        mass[side] = (mass[side] ?? 0) + weight;
        const sum = sums[side] as Float64Array;
        for (let d = 0; d < dim; d += 1) sum[d] = (sum[d] ?? 0) + (u[d] ?? 0) * weight;
      });
      if (!mass[0] || !mass[1]) break;
      centres = sums.map((sum, side) => sum.map((v) => v / (mass[side] ?? 1)));
      if (!moved && round > 0) break;
    }
    let spread = 0;
    unit.forEach((u, i) => {
      spread += (weights[i] ?? 0) * distance(u, centres[labels[i] ?? 0] as Float64Array);
    });
    if (new Set(labels).size === 2 && spread < bestSpread) {
      bestSpread = spread;
      best = labels;
    }
  }
  return best.length === n ? best : embeddings.map(() => 0);
}

/** Fixed starts for `splitInTwo`. */
const SPLIT_STARTS = 8;

/**
 * Splits the windows into voices from the top down. Whether a group holds two voices is
 * judged where its windows differ most once what they all share is taken away (the room, the
 * microphone, the line: in a meeting that shared part made two people's windows as alike as
 * one person's): the split is taken only when the two sides, as the network sees them, are
 * less alike than
 * `lines.sameVoice` (later ones: `lines.furtherVoice`) and each has `minSeconds` of
 * speech. The group is then cut by distance (`cutInTwo`), and each side tried again.
 */
export function splitVoices(
  embeddings: readonly Float32Array[],
  seconds: readonly number[],
  lines: VoiceLines,
  minSeconds: number,
): number[] {
  const labels = embeddings.map(() => 0);
  let nextLabel = 1;
  const queue = [0];
  while (queue.length > 0) {
    const group = queue.shift() as number;
    const members = labels.flatMap((label, i) => (label === group ? [i] : []));
    const speech = members.reduce((sum, i) => sum + (seconds[i] ?? 0), 0);
    if (members.length < 4 || speech < 2 * minSeconds) continue;
    const own = members.map((i) => embeddings[i] as Float32Array);
    const weights = members.map((i) => seconds[i] ?? 0);
    const sides = splitInTwo(centred(own, weights), weights);
    const sideSeconds = [0, 1].map((side) =>
      sides.reduce((sum, label, j) => sum + (label === side ? (weights[j] ?? 0) : 0), 0),
    );
    if (Math.min(...sideSeconds) < minSeconds) continue;
    const centres = centroids(own, sides, weights);
    const alike = cosine(centres.get(0) as Float32Array, centres.get(1) as Float32Array);
    // The first cut asks for two voices; a later one for a voice apart from those found.
    const line = nextLabel === 1 ? lines.sameVoice : lines.furtherVoice;
    if (alike >= line) continue;
    const label = nextLabel;
    nextLabel += 1;
    // Where to cut: by distance, not direction. Centred, the windows of the larger side sit
    // near the mean, where their direction is mostly noise: measured on a narrator with a
    // man's short turns, three of ten narrator windows went to the man.
    const cut = cutInTwo(own, weights);
    members.forEach((i, j) => {
      if (cut[j] === 1) labels[i] = label;
    });
    queue.push(group, label);
  }
  return labels;
}

/** The groups of embedded windows, after every step above. */
export function groupVoices(
  embeddings: readonly Float32Array[],
  seconds: readonly number[],
  lines: VoiceLines,
  pitches: ReadonlyArray<number | null> = embeddings.map(() => null),
): number[] {
  const total = seconds.reduce((sum, s) => sum + s, 0);
  const minSeconds = Math.max(SPEAKER_MIN_SECONDS, SPEAKER_MIN_SHARE * total);
  const { sameVoice } = lines;
  let labels = splitVoices(embeddings, seconds, lines, minSeconds);
  // Re-segmentation: every window to the voice it is nearest, then groups too small go.
  labels = nearest(embeddings, centroids(embeddings, labels, seconds));
  labels = absorbSmallGroups(embeddings, labels, seconds, minSeconds);
  labels = mergeAlike(embeddings, labels, seconds, sameVoice);
  return splitByPitch(labels, pitches, embeddings, seconds, minSeconds);
}

/**
 * Who spoke when. `segments` are speech spans (from `detectSpeech`). Windows too short to
 * embed take the speaker of the nearest window in time.
 */
export async function diarize(
  read: ReadSamples,
  sampleRate: number,
  segments: readonly TimeSpan[],
  options: {
    embedder?: VoiceEmbedder;
    /** Pitch frames of the recording (the analysis has them already): a second opinion. */
    pitch?: readonly PitchSample[];
    /** Hears the share of the voices' windows embedded, 0-1 (most of the work). */
    onProgress?: (fraction: number) => void;
  } = {},
): Promise<Diarization> {
  const spans = splitIntoWindows(segments);
  if (spans.length === 0) return { speakers: 0, turns: [], signatures: {} };
  // Each second of speech is in two overlapping windows but in one core: speech is counted,
  // and windows are weighed, by their cores.
  const cores = windowCores(spans);
  const speech = cores.reduce((sum, core) => sum + core.end - core.start, 0);
  // The short windows of the second pass (resegment.ts) go through the network with the long
  // ones, so the frames are computed once and only the pooling is added.
  const shortSpans = splitIntoWindows(segments, RESEGMENT_WINDOW_SECONDS, RESEGMENT_HOP_SECONDS);
  const wanted = embeddedWindows(segments);
  const candidates = wanted.filter((window) => !window.short);
  const embedder = options.embedder ?? (await defaultEmbedder());
  const embedded =
    !embedder || speech < DIARIZATION_MIN_SPEECH_SECONDS || candidates.length === 0
      ? []
      : await embedder.embed(read, sampleRate, wanted, options.onProgress);
  const longEmbeddings = new Map<number, Float32Array>();
  const shortEmbeddings = new Map<number, Float32Array>();
  wanted.forEach((span, i) => {
    const embedding = embedded[i];
    if (embedding) (span.short ? shortEmbeddings : longEmbeddings).set(span.index, embedding);
  });
  const usable = candidates.flatMap((span) => {
    const embedding = longEmbeddings.get(span.index);
    return embedding ? [{ ...span, embedding }] : [];
  });
  if (!embedder || usable.length === 0) {
    return mergeTurns(
      cores.map((span) => ({ ...span, speaker: 'A' })),
      { A: [] },
    );
  }

  const embeddings = usable.map((window) => window.embedding);
  const seconds = usable.map((window) => {
    const core = cores[window.index] ?? window;
    return core.end - core.start;
  });
  const pitches = options.pitch ? windowPitches(usable, options.pitch) : undefined;
  const groups = groupVoices(embeddings, seconds, embedder, pitches);
  const centres = centroids(embeddings, groups, seconds);
  const labels = new Array<number | undefined>(spans.length);
  const sure = new Array<boolean>(spans.length).fill(false);
  usable.forEach((window, i) => {
    const own = groups[i] as number;
    labels[window.index] = own;
    let other = -Infinity;
    for (const [group, centre] of centres) {
      if (group !== own) other = Math.max(other, cosine(window.embedding, centre));
    }
    const margin = cosine(window.embedding, centres.get(own) as Float32Array) - other;
    sure[window.index] = margin >= RESEGMENT_SURE_MARGIN;
  });
  const firstPass = fillFromNeighbours(cores, labels).map((core, index) => ({
    ...core,
    sure: sure[index] ?? false,
  }));
  const finalPass =
    centres.size < 2 ? firstPass : secondPass(shortSpans, shortEmbeddings, firstPass);

  // Name voices in order of first appearance, so the first voice heard is always 'A'.
  const names = new Map<number, string>();
  for (const { label } of finalPass)
    if (!names.has(label)) names.set(label, speakerName(names.size));
  const signatures: Record<string, number[]> = {};
  for (const [group, name] of names) signatures[name] = [...(centres.get(group) ?? [])];
  return mergeTurns(
    finalPass.map(({ label, ...span }) => ({ ...span, speaker: names.get(label) ?? 'A' })),
    signatures,
  );
}

/**
 * Each core with its window's voice; a window too short to embed takes the voice of the
 * nearest embedded window in time.
 */
function fillFromNeighbours(
  cores: readonly TimeSpan[],
  labels: ReadonlyArray<number | undefined>,
): Array<TimeSpan & { label: number }> {
  const known = labels.flatMap((label, index) => (label === undefined ? [] : [index]));
  const centre = (span: TimeSpan) => (span.start + span.end) / 2;
  let next = 0;
  return cores.map((core, index) => {
    const own = labels[index];
    if (own !== undefined) return { ...core, label: own };
    while (next < known.length && (known[next] ?? 0) < index) next += 1;
    const before = known[next - 1];
    const after = known[next];
    const distanceTo = (other: number | undefined) =>
      other === undefined ? Infinity : Math.abs(centre(cores[other] as TimeSpan) - centre(core));
    const from = distanceTo(before) <= distanceTo(after) ? before : after;
    return { ...core, label: labels[from ?? 0] ?? 0 };
  });
}

/**
 * The second pass on short windows (resegment.ts): each starts with the voice the first pass
 * gave to its middle, then the Viterbi pass decides. Its cores make the turns.
 */
function secondPass(
  shortSpans: readonly TimeSpan[],
  shortEmbeddings: ReadonlyMap<number, Float32Array>,
  firstPass: ReadonlyArray<TimeSpan & { label: number; sure: boolean }>,
): Array<TimeSpan & { label: number }> {
  let at = 0;
  const coreAt = (time: number) => {
    while (at + 1 < firstPass.length && (firstPass[at] as TimeSpan).end <= time) at += 1;
    return firstPass[at] as { label: number; sure: boolean };
  };
  const first = shortSpans.map((span) => coreAt((span.start + span.end) / 2));
  const embeddedWindows = shortSpans.flatMap((span, index) => {
    const embedding = shortEmbeddings.get(index);
    const { label, sure } = first[index] as { label: number; sure: boolean };
    return embedding ? [{ ...span, index, embedding, label, sure }] : [];
  });
  const labels: Array<number | undefined> = shortSpans.map(() => undefined);
  const again = resegment(embeddedWindows);
  embeddedWindows.forEach((window, i) => (labels[window.index] = again[i]));
  return fillFromNeighbours(windowCores(shortSpans), labels);
}

/**
 * Voice signatures (as in `Diarization.signatures`) for turns someone else labelled: a cloud
 * engine's speaker labels. Turns too short to embed are left out; a speaker with none long
 * enough gets no signature.
 */
export async function speakerSignatures(
  read: ReadSamples,
  sampleRate: number,
  turns: readonly SpeakerTurn[],
  options: { embedder?: VoiceEmbedder } = {},
): Promise<Record<string, number[]>> {
  const windows = turns.flatMap((turn) =>
    splitIntoWindows([turn])
      .filter((span) => span.end - span.start >= DIARIZATION_MIN_WINDOW_SECONDS)
      .map((span) => ({ ...span, speaker: turn.speaker })),
  );
  if (windows.length === 0) return {};
  const embedder = options.embedder ?? (await defaultEmbedder());
  if (!embedder) return {};
  const embedded = await embedder.embed(read, sampleRate, windows);
  const names = [...new Set(windows.map((w) => w.speaker))];
  const kept = windows.flatMap((w, i) => (embedded[i] ? [{ w, e: embedded[i] }] : []));
  const centres = centroids(
    kept.map(({ e }) => e),
    kept.map(({ w }) => names.indexOf(w.speaker)),
  );
  return Object.fromEntries(
    [...centres].map(([index, centre]) => [names[index] as string, [...centre]]),
  );
}

/**
 * Joins consecutive windows of one speaker into turns, across pauses up to
 * TURN_JOIN_SECONDS: a longer silence is nobody's turn.
 */
function mergeTurns(windows: SpeakerTurn[], signatures: Record<string, number[]>): Diarization {
  const turns: SpeakerTurn[] = [];
  for (const window of [...windows].sort((a, b) => a.start - b.start)) {
    const previous = turns.at(-1);
    if (
      previous &&
      previous.speaker === window.speaker &&
      window.start - previous.end <= TURN_JOIN_SECONDS
    )
      previous.end = window.end;
    else turns.push({ ...window });
  }
  return { speakers: Object.keys(signatures).length, turns, signatures };
}
