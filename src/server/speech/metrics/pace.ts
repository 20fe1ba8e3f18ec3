import {
  PACE_TRACE_HOP_SECONDS,
  PACE_TRACE_WINDOW_SECONDS,
  SILENT_PAUSE_MIN_SECONDS,
} from '../scoring/norms';
import { mean, roundTo, standardDeviation } from './format';
import { countSyllables } from './syllables';
import { type SpokenToken, speakingRuns, speechSpanSeconds } from './tokens';
import { type TimeSpan, overlapSeconds } from '../time-span';

export interface PaceWindow {
  start: number;
  end: number;
  words: number;
  /** Speaking rate in the window: pauses included. */
  wpm: number;
  /** Words per minute of phonation in the window: pauses of 250 ms or more left out. */
  articulationWpm: number | null;
}

export interface ArticulationRate {
  /** Words per minute of phonation time. */
  wpm: number;
  syllablesPerSecond: number;
  phonationSeconds: number;
  syllables: number;
}

export interface PaceMetrics {
  wordCount: number;
  /**
   * First word start to last word end (norms: not the file length), less other speakers'
   * turns when only one speaker's words are measured.
   */
  spanSeconds: number;
  /** Spec: words / duration in minutes, rounded. Null when it cannot be measured. */
  wpm: number | null;
  articulation: ArticulationRate | null;
  /** Rolling 20-s windows; empty when the speech is shorter than one window. */
  trace: PaceWindow[];
  fastest: PaceWindow | null;
  slowest: PaceWindow | null;
  /** Coefficient of variation of the windows' articulation rate: how steady the rhythm is. */
  articulationVariation: number | null;
}

/** Silent pauses long enough to be left out of phonation time (De Jong & Bosker: 250 ms). */
export function silentPauses(tokens: readonly SpokenToken[]): TimeSpan[] {
  const pauses: TimeSpan[] = [];
  for (let i = 1; i < tokens.length; i += 1) {
    const before = tokens[i - 1];
    const after = tokens[i];
    if (
      before &&
      after &&
      !after.turnStart &&
      after.start - before.end >= SILENT_PAUSE_MIN_SECONDS
    ) {
      pauses.push({ start: before.end, end: after.start });
    }
  }
  return pauses;
}

function measureWindow(
  tokens: readonly SpokenToken[],
  pauses: readonly TimeSpan[],
  window: TimeSpan,
  isLast: boolean,
): PaceWindow {
  const seconds = window.end - window.start;
  // A word belongs to the window holding its midpoint, so no word is counted twice per window.
  const words = tokens.filter((token) => {
    const middle = (token.start + token.end) / 2;
    return middle >= window.start && (middle < window.end || (isLast && middle <= window.end));
  }).length;
  const paused = pauses.reduce((sum, pause) => sum + overlapSeconds(pause, window), 0);
  const phonation = seconds - paused;
  return {
    start: roundTo(window.start, 2),
    end: roundTo(window.end, 2),
    words,
    wpm: Math.round(words / (seconds / 60)),
    articulationWpm: phonation > 0 ? Math.round(words / (phonation / 60)) : null,
  };
}

/**
 * Rolling windows over each speaking run (one run unless other speakers took turns): a window
 * never spans someone else's turn, whose silence for this speaker is not their pace.
 */
export function paceTrace(tokens: readonly SpokenToken[]): PaceWindow[] {
  return speakingRuns(tokens).flatMap((run) => runTrace(run));
}

function runTrace(tokens: readonly SpokenToken[]): PaceWindow[] {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last || speechSpanSeconds(tokens) < PACE_TRACE_WINDOW_SECONDS) return [];
  const pauses = silentPauses(tokens);
  const starts: number[] = [];
  for (
    let k = 0;
    first.start + k * PACE_TRACE_HOP_SECONDS + PACE_TRACE_WINDOW_SECONDS <= last.end;
    k += 1
  ) {
    starts.push(first.start + k * PACE_TRACE_HOP_SECONDS);
  }
  // The hop rarely lands on the end: one more window, flush with the last word, covers the tail.
  const lastStart = last.end - PACE_TRACE_WINDOW_SECONDS;
  if (lastStart - (starts[starts.length - 1] ?? -Infinity) > 1e-6) starts.push(lastStart);
  return starts.map((start, i) =>
    measureWindow(
      tokens,
      pauses,
      { start, end: start + PACE_TRACE_WINDOW_SECONDS },
      i === starts.length - 1,
    ),
  );
}

function pick(trace: readonly PaceWindow[], better: (a: number, b: number) => boolean) {
  return trace.reduce<PaceWindow | null>(
    (best, window) => (best === null || better(window.wpm, best.wpm) ? window : best),
    null,
  );
}

export function articulationRate(tokens: readonly SpokenToken[]): ArticulationRate | null {
  const span = speechSpanSeconds(tokens);
  const paused = silentPauses(tokens).reduce((sum, pause) => sum + pause.end - pause.start, 0);
  const phonationSeconds = span - paused;
  if (tokens.length < 2 || phonationSeconds <= 0) return null;
  const syllables = tokens.reduce((sum, token) => sum + countSyllables(token.text), 0);
  return {
    wpm: Math.round(tokens.length / (phonationSeconds / 60)),
    syllablesPerSecond: roundTo(syllables / phonationSeconds, 2),
    phonationSeconds: roundTo(phonationSeconds, 2),
    syllables,
  };
}

export function measurePace(tokens: readonly SpokenToken[]): PaceMetrics {
  const span = speechSpanSeconds(tokens);
  const measurable = tokens.length >= 2 && span > 0;
  const trace = measurable ? paceTrace(tokens) : [];
  const rates = trace.flatMap((window) =>
    window.articulationWpm === null ? [] : [window.articulationWpm],
  );
  return {
    wordCount: tokens.length,
    spanSeconds: roundTo(span, 2),
    wpm: measurable ? Math.round(tokens.length / (span / 60)) : null,
    articulation: measurable ? articulationRate(tokens) : null,
    trace,
    fastest: pick(trace, (a, b) => a > b),
    slowest: pick(trace, (a, b) => a < b),
    articulationVariation:
      rates.length >= 2 ? roundTo(standardDeviation(rates) / mean(rates), 3) : null,
  };
}
