import { isScoredSession } from '@shared/progress/session-counts';
import { z } from 'zod';
import type { RecordingFiller } from '@shared/recordings/schemas';
import { fillerOptions } from '../../speech/analyze-recording';
import { detectFillers, type FillerOccurrence } from '../../speech/metrics/fillers';
import type { SpokenToken } from '../../speech/metrics/tokens';
import { tokensOfRecording } from '../../speech/stored-words';
import type { RecordingRow } from './recording-repository';

/*
 * A recording's detected fillers as analysed, and which the person dismissed
 * (product rules R11.9). The analysis stores them in metrics.fillers.occurrences; the first
 * correction copies them to metrics.fillerCorrection.fillers, which then never changes but for
 * the dismissed flags, so a filler's index stays its place in the list as analysed. A row
 * stored without metrics gets its list from its stored words, by the same detection.
 */

const ruleSchema = z.object({ word: z.string(), previousWord: z.string() });

const occurrenceSchema = z.object({
  word: z.string(),
  tier: z.enum(['filled-pause', 'discourse-marker']),
  start: z.number(),
  end: z.number(),
  index: z.number().int(),
  beforeNewPoint: z.boolean(),
});

const analyzedFillerSchema = occurrenceSchema.extend({
  dismissed: z.boolean(),
  /** The exception this dismissal taught, while dismissed. */
  taught: ruleSchema.nullable(),
});
export type AnalyzedFiller = z.infer<typeof analyzedFillerSchema>;

/** The row's values as analysed, restored when the last dismissal is undone. */
const asAnalyzedSchema = z.object({
  fillerWords: z.number().nullable(),
  detectedFillers: z.record(z.string(), z.number()).nullable(),
  fillerPercentage: z.number().nullable(),
  fillerScore: z.number(),
  fillerReasoning: z.string().nullable(),
  confidenceLevel: z.number(),
  confidenceReasoning: z.string().nullable(),
  recommendations: z.array(z.unknown()),
  metricsFillers: z.unknown(),
  scoreBasis: z.unknown(),
});
export type AsAnalyzedFillers = z.infer<typeof asAnalyzedSchema>;

export const fillerCorrectionSchema = z.object({
  fillers: z.array(analyzedFillerSchema),
  asAnalyzed: asAnalyzedSchema,
});
export type FillerCorrection = z.infer<typeof fillerCorrectionSchema>;

const metricsWithCorrection = z.object({ fillerCorrection: fillerCorrectionSchema });
const metricsWithOccurrences = z.object({
  fillers: z.object({ occurrences: z.array(occurrenceSchema) }),
});

/** The correction stored with the row, or null before its first dismissal. */
export function storedFillerCorrection(metrics: unknown): FillerCorrection | null {
  const parsed = metricsWithCorrection.safeParse(metrics);
  return parsed.success ? parsed.data.fillerCorrection : null;
}

const undismissed = (occurrence: FillerOccurrence): AnalyzedFiller => ({
  word: occurrence.word,
  tier: occurrence.tier,
  start: occurrence.start,
  end: occurrence.end,
  index: occurrence.index,
  beforeNewPoint: occurrence.beforeNewPoint,
  dismissed: false,
  taught: null,
});

/** Every filler detected in a scored recording, in time order, with its dismissed flag. */
export function analyzedFillers(row: RecordingRow): AnalyzedFiller[] {
  if (!isScoredSession(row)) return [];
  const correction = storedFillerCorrection(row.metrics);
  if (correction) return correction.fillers;
  const stored = metricsWithOccurrences.safeParse(row.metrics);
  if (stored.success) return stored.data.fillers.occurrences.map(undismissed);
  const engine = row.analysisEngine ?? '';
  const { fillerMinConfidence } = fillerOptions(engine) as { fillerMinConfidence?: number };
  return detectFillers(tokensOfRecording(row), {
    minConfidence: fillerMinConfidence,
  }).occurrences.map(undismissed);
}

/** The list as GET /api/recordings/{id} shows it. */
export const presentFillers = (row: RecordingRow): RecordingFiller[] =>
  analyzedFillers(row).map((filler, index) => ({
    index,
    word: filler.word,
    start: filler.start,
    end: filler.end,
    dismissed: filler.dismissed,
  }));

/** The word said just before the word at `wordIndex`, or '' when it came first. */
export function previousWordOf(tokens: readonly SpokenToken[], wordIndex: number): string {
  const position = tokens.findIndex((token) => token.index === wordIndex);
  return position > 0 ? (tokens[position - 1]?.text ?? '') : '';
}
