import {
  BRIEF_PAUSE_MAX_SECONDS,
  FREQUENT_LONG_PAUSES_PER_MINUTE,
  FREQUENT_MAX_MEAN_LENGTH_OF_RUN,
  FREQUENT_MID_CLAUSE_PAUSES_PER_MINUTE,
  HESITATION_PAUSE_SECONDS,
  LONG_MID_CLAUSE_PAUSE_SECONDS,
  LONG_PAUSE_MIN_SECONDS,
  LONGEST_MID_CLAUSE_PAUSES_LISTED,
  PRIOR_MID_CLAUSE_SHARE,
  PRIOR_MID_CLAUSE_WEIGHT,
  PURPOSEFUL_PAUSE_MAX_SECONDS,
  PURPOSEFUL_PAUSE_MIN_SECONDS,
  RELIABLE_WORD_CONFIDENCE,
  RUSHED_MAX_PAUSES_PER_MINUTE,
  RUSHED_MIN_WPM,
  SILENT_PAUSE_MIN_SECONDS,
} from '../scoring/norms';
import type { PAUSE_ANALYSES } from '@shared/domain/enums';
import { canonicalFilledPause } from './filled-pauses';
import { perMinute, roundTo } from './format';
import { CLAUSE_OPENERS, CLAUSE_STARTERS, NEEDS_CONTINUATION } from './lexicon';
import { type SpokenToken, speakingRuns, speechSpanSeconds } from './tokens';

/** natural | frequent | rushed (product rules R10.8). */
export type PauseAnalysis = (typeof PAUSE_ANALYSES)[number];

export type PauseLocation = 'boundary' | 'mid-clause';

export interface Pause {
  start: number;
  end: number;
  duration: number;
  location: PauseLocation;
  /** Position in the analysed tokens of the word before the pause (for quoting). */
  position: number;
  /** Index in the input words of the word before the pause. */
  index: number;
  wordBefore: string;
  wordAfter: string;
  /** Placed from punctuation or from words the engine is sure of, so the location holds. */
  reliable: boolean;
}

export interface PauseMetrics {
  /** Every gap between words by duration band (Campione & Veronis 2002). */
  gapBands: { brief: number; medium: number; long: number };
  /** Silent pauses of 250 ms or more. */
  pauses: Pause[];
  pauseCount: number;
  pausesPerMinute: number;
  /** Pauses as classified, reliable or not. */
  boundaryCount: number;
  midClauseCount: number;
  reliablyPlacedCount: number;
  /** Mid-clause share of reliably placed pauses (with a prior), used for the others. */
  midClauseShare: number;
  midClausePausesPerMinute: number;
  longPausesPerMinute: number;
  /** Boundary pauses of 0.4-1.2 s: the pauses norms credit. */
  purposefulPauseCount: number;
  /** Estimated mid-clause pauses over 1 s (flagged) and over 1.2 s (read as uncertainty). */
  longMidClauseCount: number;
  hesitationCount: number;
  /** The longest reliably placed mid-clause pauses, for quoting. */
  longestMidClausePauses: Pause[];
  /** Words per run between silent pauses, a fluency indicator. */
  meanLengthOfRun: number;
  pauseAnalysis: PauseAnalysis | null;
}

/**
 * A pause sits at a boundary when written punctuation ends the word before it. It is
 * mid-clause after a word that cannot end a clause ("the", "to", "is"). Otherwise it is at a
 * boundary when the next word opens a clause ("and", "because", "we", "it's") or is a filled
 * pause (planning the next point), and mid-clause if not: the pauses listeners hear as
 * disfluent (Kahng).
 */
export function pauseLocation(before: SpokenToken, after: SpokenToken): PauseLocation {
  if (before.punctuationAfter !== null) return 'boundary';
  if (NEEDS_CONTINUATION.has(before.text)) return 'mid-clause';
  const opensClause = CLAUSE_STARTERS.has(after.text) || CLAUSE_OPENERS.has(after.text);
  if (opensClause || canonicalFilledPause(after.text) !== null) return 'boundary';
  return 'mid-clause';
}

export function findPauses(tokens: readonly SpokenToken[]): Pause[] {
  const pauses: Pause[] = [];
  tokens.forEach((before, position) => {
    const after = tokens[position + 1];
    if (!after || after.turnStart) return;
    const duration = after.start - before.end;
    if (duration < SILENT_PAUSE_MIN_SECONDS) return;
    pauses.push({
      start: before.end,
      end: after.start,
      duration: roundTo(duration, 2),
      location: pauseLocation(before, after),
      position,
      index: before.index,
      wordBefore: before.display,
      wordAfter: after.display,
      reliable:
        before.punctuationAfter !== null ||
        (before.confidence >= RELIABLE_WORD_CONFIDENCE &&
          after.confidence >= RELIABLE_WORD_CONFIDENCE),
    });
  });
  return pauses;
}

function gapBands(tokens: readonly SpokenToken[]) {
  const bands = { brief: 0, medium: 0, long: 0 };
  for (let i = 1; i < tokens.length; i += 1) {
    if (tokens[i]?.turnStart) continue;
    const gap = Math.max(0, (tokens[i]?.start ?? 0) - (tokens[i - 1]?.end ?? 0));
    if (gap < BRIEF_PAUSE_MAX_SECONDS) bands.brief += 1;
    else if (gap <= LONG_PAUSE_MIN_SECONDS) bands.medium += 1;
    else bands.long += 1;
  }
  return bands;
}

export interface PauseRates {
  pausesPerMinute: number;
  midClausePausesPerMinute: number;
  longPausesPerMinute: number;
  meanLengthOfRun: number;
}

/**
 * rushed: hardly any silent pauses (under 6 a minute) while faster than 165 wpm.
 * frequent: many mid-clause pauses (8+ a minute), many pauses over 1 s (4+ a minute) or runs
 * shorter than 4 words. natural: anything else. Rushed is checked first: the two rarely meet.
 */
export function classifyPauses(rates: PauseRates, wpm: number | null): PauseAnalysis | null {
  if (wpm === null) return null;
  if (rates.pausesPerMinute < RUSHED_MAX_PAUSES_PER_MINUTE && wpm >= RUSHED_MIN_WPM) {
    return 'rushed';
  }
  if (
    rates.midClausePausesPerMinute >= FREQUENT_MID_CLAUSE_PAUSES_PER_MINUTE ||
    rates.longPausesPerMinute >= FREQUENT_LONG_PAUSES_PER_MINUTE ||
    rates.meanLengthOfRun < FREQUENT_MAX_MEAN_LENGTH_OF_RUN
  ) {
    return 'frequent';
  }
  return 'natural';
}

/**
 * Pause timing is accurate but a misheard word can flip a pause's placement. So placement is
 * taken only from reliably placed pauses, and their mid-clause share (shrunk towards a prior
 * when they are few) stands in for the rest: counts that depend on placement are expected
 * values, and wrong words move them little.
 */
function midClauseShare(pauses: readonly Pause[]): number {
  const reliable = pauses.filter((pause) => pause.reliable);
  const mid = reliable.filter((pause) => pause.location === 'mid-clause').length;
  return (
    (mid + PRIOR_MID_CLAUSE_SHARE * PRIOR_MID_CLAUSE_WEIGHT) /
    (reliable.length + PRIOR_MID_CLAUSE_WEIGHT)
  );
}

/** Reliable mid-clause pauses count fully; unreliably placed ones by the share. */
function expectedMidClause(pauses: readonly Pause[], share: number): number {
  return pauses.reduce((sum, pause) => {
    if (!pause.reliable) return sum + share;
    return sum + (pause.location === 'mid-clause' ? 1 : 0);
  }, 0);
}

export function measurePauses(tokens: readonly SpokenToken[], wpm: number | null): PauseMetrics {
  const span = speechSpanSeconds(tokens);
  const pauses = findPauses(tokens);
  const share = midClauseShare(pauses);
  const longerThan = (seconds: number) => pauses.filter((pause) => pause.duration > seconds);
  const rates: PauseRates = {
    pausesPerMinute: perMinute(pauses.length, span),
    midClausePausesPerMinute: perMinute(expectedMidClause(pauses, share), span),
    longPausesPerMinute: perMinute(longerThan(LONG_PAUSE_MIN_SECONDS).length, span),
    meanLengthOfRun:
      tokens.length > 0
        ? roundTo(tokens.length / (pauses.length + speakingRuns(tokens).length), 2)
        : 0,
  };
  const midClause = pauses.filter((pause) => pause.location === 'mid-clause');
  return {
    gapBands: gapBands(tokens),
    pauses,
    pauseCount: pauses.length,
    boundaryCount: pauses.length - midClause.length,
    midClauseCount: midClause.length,
    reliablyPlacedCount: pauses.filter((pause) => pause.reliable).length,
    midClauseShare: roundTo(share, 3),
    ...rates,
    purposefulPauseCount: pauses.filter(
      (pause) =>
        pause.location === 'boundary' &&
        pause.duration >= PURPOSEFUL_PAUSE_MIN_SECONDS &&
        pause.duration <= PURPOSEFUL_PAUSE_MAX_SECONDS,
    ).length,
    longMidClauseCount: roundTo(
      expectedMidClause(longerThan(LONG_MID_CLAUSE_PAUSE_SECONDS), share),
      2,
    ),
    hesitationCount: roundTo(expectedMidClause(longerThan(HESITATION_PAUSE_SECONDS), share), 2),
    longestMidClausePauses: midClause
      .filter((pause) => pause.reliable)
      .sort((a, b) => b.duration - a.duration || a.start - b.start)
      .slice(0, LONGEST_MID_CLAUSE_PAUSES_LISTED),
    pauseAnalysis: classifyPauses(rates, wpm),
  };
}
