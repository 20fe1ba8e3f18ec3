import { centroids, cosine } from './cluster';
import type { TimeSpan } from './read-samples';

/**
 * Resegmentation: once the voices are known from 3 s windows, who speaks when is decided
 * again on short windows, so a turn of a second or two gets its own speaker and a turn's edge
 * moves to within a hop of where it is. A short window's embedding is noisy, so each is not
 * taken alone: a Viterbi pass over the windows in time order finds the sequence of speakers
 * that is most like the windows (cosine to each voice's centroid) less a cost for every change
 * of speaker, as resegmentation with an HMM does in VB-HMM diarization (Landini et al. 2022)
 * with a fixed loop probability. The centroids are those of the short windows themselves
 * (a short window's x-vector sits apart from the long ones'), from the windows the first pass
 * was sure of: more rounds from the pass's own labels changed nothing on the tuning clips.
 */

/** Windows of the second pass: long enough to carry a voice, short enough for a 1-2 s turn. */
export const RESEGMENT_WINDOW_SECONDS = 1;
export const RESEGMENT_HOP_SECONDS = 0.5;
/**
 * What a change of speaker costs, in cosine: a change is taken only where the windows after
 * it are, together, this much more like the other voice. Measured on the AMI excerpts used
 * for tuning (decision 172).
 */
export const RESEGMENT_CHANGE_COST = 0.1;
/**
 * The share of that cost a change pays where the speech pauses: people mostly take turns
 * there. Measured: with the full cost, two espeak-ng voices taking turns at pauses had two of
 * five changes moved by up to 1.2 s into the next phrase; with none, a lone 0.8 s phrase
 * between pauses flipped to the other voice (AMI dev00 17% to 27%). Half kept both.
 */
export const RESEGMENT_PAUSE_COST_SHARE = 0.5;
/**
 * How much a window at either end of a phrase counts. The network reads a phrase with the
 * audio around it, so its first and last second carry some of the voice before or after: at
 * the end of an espeak-ng turn 0.49 s before the other voice, the last window was more like
 * that voice (0.68 against 0.61) and the change moved 0.75 s into the turn. At half weight
 * every change stayed at its pause, and AMI's DER did not move (dev00 17%, dev01 19%).
 */
export const RESEGMENT_EDGE_WEIGHT = 0.5;
/**
 * A first-pass window is sure of its voice when it is this much more like that voice's
 * centroid than any other's (cosine). Mixed windows, across a change of speaker, score
 * 0.0-0.2: their short windows would pull the centroids towards the other voice.
 */
export const RESEGMENT_SURE_MARGIN = 0.4;

export interface ShortWindow extends TimeSpan {
  embedding: Float32Array;
  /** The voice the first pass gave to this window's middle. */
  label: number;
  /** Whether the first pass was sure of that voice there: only such windows make centroids. */
  sure: boolean;
}

/** The most likely voice of each window, in the order given (time order). */
export function viterbiLabels(
  similarity: readonly number[][],
  changeCost: number | readonly number[],
): number[] {
  const costAt = (i: number) =>
    typeof changeCost === 'number' ? changeCost : (changeCost[i] ?? 0);
  const n = similarity.length;
  const k = similarity[0]?.length ?? 0;
  if (n === 0 || k === 0) return [];
  let score = [...(similarity[0] as number[])];
  const from: number[][] = [];
  for (let i = 1; i < n; i += 1) {
    const row = similarity[i] as number[];
    const bestIndex = score.indexOf(Math.max(...score));
    const best = score[bestIndex] as number;
    const back: number[] = [];
    score = row.map((value, label) => {
      const stay = score[label] as number;
      const change = best - costAt(i);
      if (stay >= change || bestIndex === label) {
        back.push(label);
        return stay + value;
      }
      back.push(bestIndex);
      return change + value;
    });
    from.push(back);
  }
  const labels = new Array<number>(n);
  let label = score.indexOf(Math.max(...score));
  for (let i = n - 1; i >= 0; i -= 1) {
    labels[i] = label;
    if (i > 0) label = (from[i - 1] as number[])[label] as number;
  }
  return labels;
}

/**
 * New labels for the short windows (same label numbers as the first pass). The voices'
 * centroids come from the windows the first pass was sure of; a voice with none, or one the
 * pass would empty, leaves the first pass's labels: the count was decided on longer evidence.
 */
export function resegment(
  windows: readonly ShortWindow[],
  changeCost = RESEGMENT_CHANGE_COST,
): number[] {
  const first = windows.map((w) => w.label);
  const voices = [...new Set(first)];
  if (voices.length < 2) return first;
  const sure = windows.filter((w) => w.sure);
  const centres = centroids(
    sure.map((w) => w.embedding),
    sure.map((w) => w.label),
  );
  if (voices.some((voice) => !centres.has(voice))) return first;
  // Where the speech pauses: a window after the end of all before it starts a phrase.
  const phraseStarts: boolean[] = [];
  let end = -Infinity;
  for (const w of windows) {
    phraseStarts.push(w.start >= end);
    end = Math.max(end, w.end);
  }
  const similarity = windows.map((w, i) => {
    const atEdge = phraseStarts[i] || i + 1 === windows.length || phraseStarts[i + 1];
    const weight = atEdge ? RESEGMENT_EDGE_WEIGHT : 1;
    return voices.map((voice) => weight * cosine(w.embedding, centres.get(voice) as Float32Array));
  });
  const costs = phraseStarts.map((start) =>
    start ? changeCost * RESEGMENT_PAUSE_COST_SHARE : changeCost,
  );
  const labels = viterbiLabels(similarity, costs).map((index) => voices[index] as number);
  return voices.every((voice) => labels.includes(voice)) ? labels : first;
}
