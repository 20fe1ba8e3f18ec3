import type { Recommendation } from '@shared/recordings/schemas';
import { analyzeSpeech, type SpeechMetrics } from '../../speech/analyze-transcript';
import { fillerOptions } from '../../speech/analyze-recording';
import type { SpokenToken } from '../../speech/metrics/tokens';
import { rescoreFillers } from '../../speech/rescore-fillers';
import {
  type AnalyzedFiller,
  type AsAnalyzedFillers,
  type NewRecording,
  type RecordingRow,
  storedAnalysisState,
  storedFillerCorrection,
} from '../recordings';

type Metrics = Record<string, unknown> & Partial<SpeechMetrics>;

/** The values a correction changes, as the analysis stored them. */
function asAnalyzed(row: RecordingRow, metrics: Metrics): AsAnalyzedFillers {
  return {
    fillerWords: row.fillerWords,
    detectedFillers: row.detectedFillers,
    fillerPercentage: row.fillerPercentage,
    fillerScore: row.fillerScore,
    fillerReasoning: row.fillerReasoning,
    confidenceLevel: row.confidenceLevel,
    confidenceReasoning: row.confidenceReasoning,
    recommendations: row.recommendations,
    metricsFillers: metrics.fillers ?? null,
    scoreBasis: metrics.scoreBasis ?? null,
  };
}

/** What the analysis measured; a row stored without metrics measures its words again. */
function measuredOf(row: RecordingRow, metrics: Metrics, tokens: readonly SpokenToken[]) {
  const { pace, pauses, language, fillers } = metrics;
  if (pace && pauses && language && fillers) {
    return {
      pace,
      pauses,
      language,
      fillers,
      pitch: metrics.pitch ?? null,
      loudness: metrics.loudness ?? null,
    };
  }
  const engine = row.analysisEngine ?? '';
  return analyzeSpeech({
    words: tokens.map((token) => ({
      word: token.display,
      start: token.start,
      end: token.end,
      confidence: token.confidence,
    })),
    punctuated: false,
    engine,
    ...fillerOptions(engine),
  }).metrics;
}

/**
 * The recording row after the person's dismissals (decision 149): the Filler Words figures,
 * score and reasoning, Confidence and the recommendations scored again without the
 * dismissed fillers (rescoreFillers); with none left dismissed, the values as analysed,
 * exactly. `fillers` is the list as analysed with its dismissed flags.
 */
export function correctedFillerColumns(
  row: RecordingRow,
  fillers: AnalyzedFiller[],
  tokens: readonly SpokenToken[],
): Partial<NewRecording> {
  const metrics = { ...((row.metrics ?? {}) as Metrics) };
  const original = storedFillerCorrection(metrics)?.asAnalyzed ?? asAnalyzed(row, metrics);
  const fillerCorrection = { fillers, asAnalyzed: original };
  if (fillers.every((filler) => !filler.dismissed)) {
    return {
      fillerWords: original.fillerWords,
      detectedFillers: original.detectedFillers,
      fillerPercentage: original.fillerPercentage,
      fillerScore: original.fillerScore,
      fillerReasoning: original.fillerReasoning,
      confidenceLevel: original.confidenceLevel,
      confidenceReasoning: original.confidenceReasoning,
      recommendations: original.recommendations as Recommendation[],
      metrics: {
        ...metrics,
        fillers: original.metricsFillers,
        scoreBasis: original.scoreBasis,
        fillerCorrection,
      },
    };
  }
  const rescored = rescoreFillers({
    tokens,
    kept: fillers
      .filter((filler) => !filler.dismissed)
      .map(({ dismissed: _dismissed, taught: _taught, ...occurrence }) => occurrence),
    measured: measuredOf(row, metrics, tokens),
    reliability: storedAnalysisState(metrics).transcriptReliability,
    scores: { pace: row.paceScore, clarity: row.clarityScore },
  });
  const basis = metrics.scoreBasis;
  return {
    fillerWords: rescored.fillers.count,
    detectedFillers: rescored.fillers.detectedFillers,
    fillerPercentage: rescored.fillers.percentage,
    fillerScore: rescored.fillerResult.score,
    fillerReasoning: rescored.fillerResult.reasoning,
    confidenceLevel: rescored.confidenceResult.score,
    confidenceReasoning: rescored.confidenceResult.reasoning,
    recommendations: rescored.recommendations,
    metrics: {
      ...metrics,
      fillers: rescored.fillers,
      scoreBasis: {
        pace: basis?.pace ?? [],
        clarity: basis?.clarity ?? [],
        fillers: rescored.fillerResult.basis,
        confidence: rescored.confidenceResult.basis,
      },
      fillerCorrection,
    },
  };
}
