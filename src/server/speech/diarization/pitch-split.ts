import { PITCH_HOP_SECONDS } from '../scoring/norms';
import { centroids, cosine } from './cluster';
import type { TimeSpan } from './read-samples';

/**
 * A second opinion from pitch. The x-vector network was trained on telephone speech; it puts
 * some voices that differ mainly in pitch close together (espeak-ng's en-us and its female
 * variant en-us+f3, 12 semitones apart, reach a cosine of 0.5, as alike as some real voices'
 * own windows). Pitch alone cannot tell speakers apart either, since one expressive person
 * moves several semitones (the JFK clip spans 13-17 over its 3 s windows), but two clusters of
 * window pitches much further apart than that, each with enough speech, are two voices.
 */

/** Window pitch medians, measured in 3 s windows (docs/evaluation.md): one voice spans 4-5 st. */
export const PITCH_SPLIT_MIN_SEMITONES = 7;
/** The two sides must not overlap: the gap between them, in semitones. */
export const PITCH_SPLIT_MIN_GAP_SEMITONES = 2.5;
/**
 * Sides whose x-vectors are still this alike are one voice whose pitch tracker slipped an
 * octave (measured: one voice's halves reach 0.8 and more; espeak-ng's two voices 0.55).
 */
export const PITCH_SPLIT_MAX_SIMILARITY = 0.75;
/** A window's pitch is judged only with this share of its frames voiced. */
const MIN_VOICED_SHARE = 0.25;

export interface PitchSample {
  time: number;
  hz: number | null;
}

/** Each window's median pitch in semitones above 100 Hz, or null when too little is voiced. */
export function windowPitches(windows: readonly TimeSpan[], pitch: readonly PitchSample[]) {
  let first = 0;
  return windows.map((window) => {
    while (first < pitch.length && (pitch[first]?.time ?? 0) < window.start) first += 1;
    const values: number[] = [];
    for (let i = first; i < pitch.length && (pitch[i]?.time ?? 0) < window.end; i += 1) {
      const hz = pitch[i]?.hz;
      if (hz) values.push(12 * Math.log2(hz / 100));
    }
    const frames = (window.end - window.start) / PITCH_HOP_SECONDS;
    if (values.length < MIN_VOICED_SHARE * frames) return null;
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? null;
  });
}

/** The best cut of sorted values into a low and a high side (least squares), or null. */
function bestCut(sorted: readonly number[]) {
  let best: { at: number; cost: number } | null = null;
  const total = sorted.reduce((s, v) => s + v, 0);
  const squares = sorted.reduce((s, v) => s + v * v, 0);
  let sum = 0;
  let square = 0;
  for (let at = 1; at < sorted.length; at += 1) {
    sum += sorted[at - 1] ?? 0;
    square += (sorted[at - 1] ?? 0) ** 2;
    const rest = total - sum;
    const cost =
      square - (sum * sum) / at + (squares - square) - (rest * rest) / (sorted.length - at);
    if (!best || cost < best.cost) best = { at, cost };
  }
  return best;
}

/**
 * Splits each group whose window pitches fall into two well-separated clusters, both with at
 * least `minSeconds` of speech and x-vectors not alike. Windows without a pitch join the side
 * whose x-vectors they are nearer. Returns new labels (split-off groups get new numbers).
 */
export function splitByPitch(
  labels: readonly number[],
  pitches: ReadonlyArray<number | null>,
  embeddings: readonly Float32Array[],
  seconds: readonly number[],
  minSeconds: number,
): number[] {
  // A split side may split again (three voices far apart in pitch); a few rounds suffice.
  let current = [...labels];
  for (let round = 0; round < 3; round += 1) {
    const next = splitOnce(current, pitches, embeddings, seconds, minSeconds);
    if (next.every((label, i) => label === current[i])) break;
    current = next;
  }
  return current;
}

function splitOnce(
  labels: readonly number[],
  pitches: ReadonlyArray<number | null>,
  embeddings: readonly Float32Array[],
  seconds: readonly number[],
  minSeconds: number,
): number[] {
  const out = [...labels];
  let nextLabel = Math.max(-1, ...labels) + 1;
  for (const group of new Set(labels)) {
    const members = labels.flatMap((label, i) => (label === group ? [i] : []));
    const pitched = members.filter((i) => pitches[i] !== null && pitches[i] !== undefined);
    const sorted = pitched.map((i) => pitches[i] as number).sort((a, b) => a - b);
    const cut = bestCut(sorted);
    if (!cut) continue;
    const low = sorted.slice(0, cut.at);
    const high = sorted.slice(cut.at);
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    const gap = (high[0] ?? 0) - (low.at(-1) ?? 0);
    if (mean(high) - mean(low) < PITCH_SPLIT_MIN_SEMITONES || gap < PITCH_SPLIT_MIN_GAP_SEMITONES) {
      continue;
    }
    const line = ((low.at(-1) ?? 0) + (high[0] ?? 0)) / 2;
    const side = new Map(pitched.map((i) => [i, (pitches[i] as number) > line ? 1 : 0]));
    const sideSeconds = [0, 0];
    for (const [i, s] of side) sideSeconds[s] = (sideSeconds[s] ?? 0) + (seconds[i] ?? 0);
    if (Math.min(...sideSeconds) < minSeconds) continue;
    const centres = centroids(
      pitched.map((i) => embeddings[i] as Float32Array),
      pitched.map((i) => side.get(i) ?? 0),
    );
    const [c0, c1] = [centres.get(0), centres.get(1)];
    if (!c0 || !c1 || cosine(c0, c1) >= PITCH_SPLIT_MAX_SIMILARITY) continue;
    const newLabel = nextLabel;
    nextLabel += 1;
    for (const i of members) {
      const s =
        side.get(i) ??
        (cosine(embeddings[i] as Float32Array, c1) > cosine(embeddings[i] as Float32Array, c0)
          ? 1
          : 0);
      if (s === 1) out[i] = newLabel;
    }
  }
  return out;
}
