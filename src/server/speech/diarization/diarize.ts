import { absorbSmallGroups, centroids, clusterByCosine, cosine } from './cluster';
import { defaultEmbedder, type VoiceEmbedder } from './embedders';
import { type PitchSample, splitByPitch, windowPitches } from './pitch-split';
import type { ReadSamples, TimeSpan } from './read-samples';

export { pcmReader, samplesReader, type ReadSamples, type TimeSpan } from './read-samples';

/**
 * Who spoke when, offline. Speech segments from VAD are cut into windows of about 1.5 s; each
 * window becomes a voice embedding (an x-vector from Kaldi's speaker network: embedders.ts;
 * without its model every recording is one speaker); then
 * 1. the windows are clustered by cosine similarity until no two groups are as alike as one
 *    voice's windows are (a line that does not depend on the recording's length: cluster.ts);
 * 2. a group with too little speech is not a speaker and joins the voice nearest it;
 * 3. re-segmentation: every window goes to the nearest remaining voice, and voices that have
 *    become alike are merged;
 * 4. a voice whose windows' pitch falls into two far-apart clusters is split (pitch-split.ts).
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
 * speaker. A second person who says 5 s in 3 minutes (2.8%) is not someone to pick; the
 * share keeps a few stray minutes of a 30-minute recording from becoming a voice.
 */
export const SPEAKER_MIN_SECONDS = 5;
export const SPEAKER_MIN_SHARE = 0.06;

/** Cuts each segment into equal windows near DIARIZATION_WINDOW_SECONDS long. */
export function splitIntoWindows(
  segments: readonly TimeSpan[],
  windowSeconds = DIARIZATION_WINDOW_SECONDS,
): TimeSpan[] {
  const windows: TimeSpan[] = [];
  for (const { start, end } of segments) {
    const length = end - start;
    if (length <= 0) continue;
    const count = Math.max(1, Math.round(length / windowSeconds));
    for (let i = 0; i < count; i += 1) {
      windows.push({
        start: start + (length * i) / count,
        end: start + (length * (i + 1)) / count,
      });
    }
  }
  return windows;
}

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

/** The groups of embedded windows, after every step above. */
export function groupVoices(
  embeddings: readonly Float32Array[],
  seconds: readonly number[],
  sameVoice: number,
  pitches: ReadonlyArray<number | null> = embeddings.map(() => null),
): number[] {
  const total = seconds.reduce((sum, s) => sum + s, 0);
  const minSeconds = Math.max(SPEAKER_MIN_SECONDS, SPEAKER_MIN_SHARE * total);
  let labels = clusterByCosine(embeddings, sameVoice, seconds);
  labels = absorbSmallGroups(embeddings, labels, seconds, minSeconds);
  labels = mergeAlike(embeddings, labels, seconds, sameVoice);
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
  } = {},
): Promise<Diarization> {
  const spans = splitIntoWindows(segments);
  if (spans.length === 0) return { speakers: 0, turns: [], signatures: {} };
  const speech = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  const candidates = spans
    .map((span, index) => ({ ...span, index }))
    .filter((span) => span.end - span.start >= DIARIZATION_MIN_WINDOW_SECONDS);
  const embedder = options.embedder ?? (await defaultEmbedder());
  const embedded =
    !embedder || speech < DIARIZATION_MIN_SPEECH_SECONDS || candidates.length === 0
      ? []
      : await embedder.embed(read, sampleRate, candidates);
  const usable = candidates.flatMap((span, i) => {
    const embedding = embedded[i];
    return embedding ? [{ ...span, embedding }] : [];
  });
  if (!embedder || usable.length === 0) {
    return mergeTurns(
      spans.map((span) => ({ ...span, speaker: 'A' })),
      { A: [] },
    );
  }

  const embeddings = usable.map((window) => window.embedding);
  const seconds = usable.map((window) => window.end - window.start);
  const pitches = options.pitch ? windowPitches(usable, options.pitch) : undefined;
  const groups = groupVoices(embeddings, seconds, embedder.sameVoice, pitches);
  // Name groups in order of first appearance, so the first voice heard is always 'A'.
  const names = new Map<number, string>();
  groups.forEach((group) => {
    if (!names.has(group)) names.set(group, speakerName(names.size));
  });
  const speakerOf = groups.map((group) => names.get(group) ?? 'A');
  const centres = centroids(embeddings, groups, seconds);
  const signatures: Record<string, number[]> = {};
  for (const [group, name] of names) signatures[name] = [...(centres.get(group) ?? [])];

  // Windows too short to embed take the speaker of the nearest embedded one in time.
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
    return { ...span, speaker: speakerOf[useBefore ? next - 1 : next] ?? 'A' };
  });
  return mergeTurns(all, signatures);
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
