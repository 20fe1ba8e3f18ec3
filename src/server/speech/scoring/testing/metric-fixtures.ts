import type { FillerMetrics } from '../../metrics/fillers';
import type { HedgeMetrics } from '../../metrics/hedges';
import type { LoudnessMetrics } from '../../metrics/loudness';
import type { PaceMetrics } from '../../metrics/pace';
import type { PauseMetrics } from '../../metrics/pauses';
import type { PitchMetrics } from '../../metrics/pitch';
import type { RepetitionMetrics } from '../../metrics/repetition';

/**
 * Test support: metric results of an unremarkable, fluent 3-minute talk, each overridable,
 * so a scoring test changes only the measurement it is about.
 */
export function paceMetrics(overrides: Partial<PaceMetrics> = {}): PaceMetrics {
  return {
    wordCount: 450,
    spanSeconds: 180,
    wpm: 150,
    articulation: { wpm: 190, syllablesPerSecond: 4.5, phonationSeconds: 142, syllables: 640 },
    trace: [],
    fastest: { start: 60, end: 80, words: 52, wpm: 156, articulationWpm: 195 },
    slowest: { start: 0, end: 20, words: 48, wpm: 144, articulationWpm: 185 },
    articulationVariation: 0.05,
    ...overrides,
  };
}

export function fillerMetrics(overrides: Partial<FillerMetrics> = {}): FillerMetrics {
  return {
    count: 0,
    percentage: 0,
    filledPauseCount: 0,
    filledPausesPer100Words: 0,
    markerCount: 0,
    perMinute: 0,
    detectedFillers: {},
    occurrences: [],
    topFillers: [],
    clusters: [],
    ignoredLowConfidence: 0,
    ...overrides,
  };
}

export function pauseMetrics(overrides: Partial<PauseMetrics> = {}): PauseMetrics {
  return {
    gapBands: { brief: 400, medium: 40, long: 9 },
    pauses: [],
    pauseCount: 45,
    pausesPerMinute: 15,
    boundaryCount: 40,
    midClauseCount: 5,
    reliablyPlacedCount: 45,
    midClauseShare: 0.111,
    midClausePausesPerMinute: 1.67,
    longPausesPerMinute: 1,
    purposefulPauseCount: 30,
    longMidClauseCount: 0,
    hesitationCount: 0,
    longestMidClausePauses: [],
    meanLengthOfRun: 9.78,
    pauseAnalysis: 'natural',
    ...overrides,
  };
}

export function repetitionMetrics(overrides: Partial<RepetitionMetrics> = {}): RepetitionMetrics {
  return {
    immediateRepeats: [],
    reliableRepeatCount: 0,
    reliableRepeatsPer100Words: 0,
    repeatedPhrases: [],
    repeatedPhrasesPer100Words: 0,
    ...overrides,
  };
}

export function hedgeMetrics(overrides: Partial<HedgeMetrics> = {}): HedgeMetrics {
  return {
    count: 0,
    per100Words: 0,
    relationalCount: 0,
    propositionalCount: 0,
    occurrences: [],
    topHedges: [],
    ignoredLowConfidence: 0,
    ...overrides,
  };
}

export function pitchMetrics(overrides: Partial<PitchMetrics> = {}): PitchMetrics {
  return {
    medianHz: 180,
    voicedSeconds: 90,
    voicedShare: 0.5,
    sdSemitones: 3.5,
    p10Semitones: -4,
    p90Semitones: 4.5,
    rangeSemitones: 8.5,
    windows: [],
    monotoneShare: 0.1,
    outlierFrames: 0,
    ...overrides,
  };
}

export function loudnessMetrics(overrides: Partial<LoudnessMetrics> = {}): LoudnessMetrics {
  return {
    medianDbfs: -20,
    p10Dbfs: -30,
    p90Dbfs: -14,
    variationDb: 4.5,
    variationBasis: 'words',
    frameSdDb: 7,
    speechSeconds: 140,
    clippingShare: 0,
    clipping: false,
    tooQuiet: false,
    tooLoud: false,
    ...overrides,
  };
}
