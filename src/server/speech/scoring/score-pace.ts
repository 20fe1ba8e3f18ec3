import { formatTimestamp } from '../metrics/format';
import type { PaceMetrics } from '../metrics/pace';
import {
  DEFAULT_SCORES,
  ENERGETIC_PACE_MAX_WPM,
  IDEAL_PACE_CORE_MIN_WPM,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
  PACE_AMBER_MAX_WPM,
  PACE_AMBER_MIN_WPM,
  PACE_TRACE_WINDOW_SECONDS,
} from './norms';
import { PACE_SCORE_STEPS, stepScore } from './score-steps';
import type { TranscriptReliability } from '@shared/recordings/transcript-reliability';
import { CAP_BASIS, capForTranscript, capSentence, isApproximate } from './transcript-caveat';
import type { ScoreResult } from './types';
import { num, sentences } from './wording';

export type PaceBand =
  'too slow' | 'a little slow' | 'ideal' | 'energetic' | 'a little fast' | 'too fast';

/** Bands from decisions.md (ideal, energetic) and the norms' amber and red ranges. */
export function paceBand(wpm: number): PaceBand {
  if (wpm < PACE_AMBER_MIN_WPM) return 'too slow';
  if (wpm < IDEAL_PACE_MIN_WPM) return 'a little slow';
  if (wpm <= IDEAL_PACE_MAX_WPM) return 'ideal';
  if (wpm <= ENERGETIC_PACE_MAX_WPM) return 'energetic';
  if (wpm <= PACE_AMBER_MAX_WPM) return 'a little fast';
  return 'too fast';
}

const IDEAL = `${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM}`;

function headline(wpm: number): string {
  const said = `Your pace was ${wpm} words per minute`;
  switch (paceBand(wpm)) {
    case 'too slow':
      return `${said}, well below the ideal ${IDEAL} and under the ${PACE_AMBER_MIN_WPM} that a prepared talk rarely drops below.`;
    case 'a little slow':
      return `${said}, a little below the ideal ${IDEAL}.`;
    case 'ideal':
      return wpm < IDEAL_PACE_CORE_MIN_WPM
        ? `${said}, inside the ideal ${IDEAL} at its slower end.`
        : `${said}, inside the ideal ${IDEAL}.`;
    case 'energetic':
      return `${said}: above the ideal ${IDEAL} but within ${ENERGETIC_PACE_MAX_WPM}, energetic but clear.`;
    case 'a little fast':
      return `${said}, past the ${ENERGETIC_PACE_MAX_WPM} where energetic starts to sound rushed.`;
    case 'too fast':
      return `${said}, well above the ideal ${IDEAL} and past the ${PACE_AMBER_MAX_WPM} upper limit for a prepared talk.`;
  }
}

/** Points to the stretch that strays furthest outside the amber range, if any does. */
function stretchNote(pace: PaceMetrics): string | null {
  const window = `${PACE_TRACE_WINDOW_SECONDS}-second stretch`;
  if (pace.fastest && pace.fastest.wpm > PACE_AMBER_MAX_WPM) {
    return `Your fastest ${window}, from ${formatTimestamp(pace.fastest.start)}, reached ${pace.fastest.wpm} wpm.`;
  }
  if (pace.slowest && pace.slowest.wpm < PACE_AMBER_MIN_WPM) {
    return `Your slowest ${window}, from ${formatTimestamp(pace.slowest.start)}, dropped to ${pace.slowest.wpm} wpm.`;
  }
  return null;
}

/** Speaking rate (wpm, pauses included) against the decided bands; nothing else moves it. */
/**
 * With most words doubtful the words were counted from an approximate transcript, in which a
 * misheard word often splits into several: pace read 13% off over all evaluation clips and
 * 23% (high) on the misheard espeak-ng pace clips (docs/evaluation.md).
 */
const APPROXIMATE_PACE_NOTE =
  'The words were counted from an approximate transcript, where a misheard word can split into several, so this pace may be off by up to a fifth.';

export function scorePace(
  pace: PaceMetrics,
  reliability: TranscriptReliability | null = null,
): ScoreResult {
  if (pace.wpm === null) {
    return {
      score: DEFAULT_SCORES.pace,
      reasoning:
        'Pace could not be measured because fewer than two words were recognised, so the default score is shown.',
      basis: ['pace not measured'],
    };
  }
  const basis = [
    `${pace.wpm} wpm: ${pace.wordCount} words over ${num(pace.spanSeconds)} s from first to last word`,
    `band: ${paceBand(pace.wpm)} (ideal ${IDEAL}, energetic to ${ENERGETIC_PACE_MAX_WPM}, amber ${PACE_AMBER_MIN_WPM}-${PACE_AMBER_MAX_WPM})`,
  ];
  if (pace.articulation) {
    basis.push(
      `articulation ${num(pace.articulation.syllablesPerSecond)} syllables/s (${pace.articulation.wpm} wpm without pauses)`,
    );
  }
  if (pace.fastest && pace.slowest) {
    basis.push(
      `20-s stretches from ${pace.slowest.wpm} wpm at ${formatTimestamp(pace.slowest.start)} to ${pace.fastest.wpm} wpm at ${formatTimestamp(pace.fastest.start)}`,
    );
  }
  // Pace rests on the words counted, so an approximate transcript caps it as it caps the
  // other scores: a 10 could rest on words split or merged by the engine.
  const approximate = isApproximate(reliability);
  const measured = stepScore(pace.wpm, PACE_SCORE_STEPS);
  return {
    score: capForTranscript(measured, reliability),
    reasoning: sentences(
      headline(pace.wpm),
      stretchNote(pace),
      approximate ? APPROXIMATE_PACE_NOTE : null,
      capSentence(measured, reliability),
    ),
    basis: approximate ? [...basis, CAP_BASIS] : basis,
  };
}
