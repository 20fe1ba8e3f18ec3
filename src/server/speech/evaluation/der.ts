/**
 * The diarization error rate (DER), as NIST's md-eval scores it: the share of the reference's
 * speaker time that is missed, falsely detected or given to the wrong speaker, after the best
 * one-to-one mapping of found speakers to reference speakers. Overlapped speech counts once
 * per speaker. A collar around every reference boundary is not scored (0.25 s each side is
 * the usual: where a turn starts is itself uncertain by about that much).
 */

export interface LabelledSpan {
  start: number;
  end: number;
  speaker: string;
}

export interface DerResult {
  /** (missed + falseAlarm + confusion) / scored, 0 when nothing is scored. */
  der: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  /** Reference speaker time scored, in seconds (overlap counted once per speaker). */
  scored: number;
  /** Found speaker → reference speaker, as mapped. */
  mapping: Record<string, string>;
}

const STEP_SECONDS = 0.01;

/** Reads RTTM lines (`SPEAKER file 1 start duration <NA> <NA> name ...`) of one file. */
export function parseRttm(text: string, file?: string): LabelledSpan[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[0] === 'SPEAKER' && (!file || fields[1] === file))
    .map((fields) => {
      const start = Number(fields[3]);
      return { start, end: start + Number(fields[4]), speaker: fields[7] ?? '?' };
    });
}

/** Every permutation-free assignment of `from` to distinct `to`, by best total overlap. */
function bestMapping(
  from: readonly string[],
  to: readonly string[],
  overlap: (a: string, b: string) => number,
): Map<string, string> {
  let best = new Map<string, string>();
  let bestValue = -1;
  const choose = (
    index: number,
    used: Set<string>,
    current: Map<string, string>,
    value: number,
  ) => {
    if (index === from.length) {
      if (value > bestValue) {
        bestValue = value;
        best = new Map(current);
      }
      return;
    }
    const speaker = from[index] as string;
    // Left unmapped: more found speakers than reference ones, or none worth mapping.
    choose(index + 1, used, current, value);
    for (const target of to) {
      if (used.has(target)) continue;
      used.add(target);
      current.set(speaker, target);
      choose(index + 1, used, current, value + overlap(speaker, target));
      current.delete(speaker);
      used.delete(target);
    }
  };
  choose(0, new Set(), new Map(), 0);
  return best;
}

export function diarizationErrorRate(
  reference: readonly LabelledSpan[],
  hypothesis: readonly LabelledSpan[],
  options: { collar?: number; end?: number } = {},
): DerResult {
  const collar = options.collar ?? 0.25;
  const end =
    options.end ?? Math.max(0, ...reference.map((s) => s.end), ...hypothesis.map((s) => s.end));
  const frames = Math.ceil(end / STEP_SECONDS);
  const at = (spans: readonly LabelledSpan[]) => {
    const sets: Array<Set<string>> = Array.from({ length: frames }, () => new Set());
    for (const span of spans) {
      const first = Math.max(0, Math.round(span.start / STEP_SECONDS));
      const last = Math.min(frames, Math.round(span.end / STEP_SECONDS));
      for (let f = first; f < last; f += 1) sets[f]?.add(span.speaker);
    }
    return sets;
  };
  const ref = at(reference);
  const hyp = at(hypothesis);
  const unscored = new Uint8Array(frames);
  for (const span of reference) {
    for (const boundary of [span.start, span.end]) {
      const first = Math.max(0, Math.round((boundary - collar) / STEP_SECONDS));
      const last = Math.min(frames, Math.round((boundary + collar) / STEP_SECONDS));
      for (let f = first; f < last; f += 1) unscored[f] = 1;
    }
  }
  const refSpeakers = [...new Set(reference.map((s) => s.speaker))];
  const hypSpeakers = [...new Set(hypothesis.map((s) => s.speaker))];
  const together = new Map<string, number>();
  for (let f = 0; f < frames; f += 1) {
    if (unscored[f]) continue;
    for (const h of hyp[f] ?? []) {
      for (const r of ref[f] ?? [])
        together.set(`${h}\u0000${r}`, (together.get(`${h}\u0000${r}`) ?? 0) + 1);
    }
  }
  const mapping = bestMapping(
    hypSpeakers,
    refSpeakers,
    (h, r) => together.get(`${h}\u0000${r}`) ?? 0,
  );
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  let scored = 0;
  for (let f = 0; f < frames; f += 1) {
    if (unscored[f]) continue;
    const r = ref[f] ?? new Set<string>();
    const h = hyp[f] ?? new Set<string>();
    scored += r.size;
    missed += Math.max(0, r.size - h.size);
    falseAlarm += Math.max(0, h.size - r.size);
    let correct = 0;
    for (const speaker of h) if (r.has(mapping.get(speaker) ?? '')) correct += 1;
    confusion += Math.min(r.size, h.size) - correct;
  }
  const seconds = (count: number) => count * STEP_SECONDS;
  return {
    der: scored > 0 ? (missed + falseAlarm + confusion) / scored : 0,
    missed: seconds(missed),
    falseAlarm: seconds(falseAlarm),
    confusion: seconds(confusion),
    scored: seconds(scored),
    mapping: Object.fromEntries(mapping),
  };
}
