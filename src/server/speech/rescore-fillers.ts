import type { TranscriptReliability } from '@shared/recordings/transcript-reliability';
import type { SpeechMetrics } from './analyze-transcript';
import { type FillerOccurrence, fillerMetricsOf } from './metrics/fillers';
import type { SpokenToken } from './metrics/tokens';
import { buildRecommendations } from './recommendations/build-recommendations';
import { scoreConfidence } from './scoring/score-confidence';
import { scoreFillers } from './scoring/score-fillers';

export interface RescoreFillersInput {
  /** The scored words, as the analysis read them. */
  tokens: readonly SpokenToken[];
  /** The fillers still counted (the analysed ones the person did not dismiss), in time order. */
  kept: FillerOccurrence[];
  /** What the analysis measured; only the filler figures are measured again. */
  measured: Pick<SpeechMetrics, 'pace' | 'pauses' | 'language' | 'pitch' | 'loudness'> & {
    fillers: Pick<SpeechMetrics['fillers'], 'ignoredLowConfidence'>;
  };
  reliability: TranscriptReliability | null;
  /** The scores the filler count does not feed. */
  scores: { pace: number; clarity: number };
}

/**
 * The Filler Words figures, score and reasoning, and what else the filler count feeds (the
 * Confidence score and the recommendations), after the person dismissed some fillers
 * (product rules R11.9). The same functions as analyzeSpeech, on what it measured: with nothing
 * dismissed the result is the analysis's own. Pace, pauses, wording and the voice stay as
 * measured.
 */
export function rescoreFillers(input: RescoreFillersInput) {
  const { tokens, measured, reliability } = input;
  const fillers = fillerMetricsOf(input.kept, tokens, measured.fillers.ignoredLowConfidence);
  const fillerResult = scoreFillers(fillers, tokens.length, reliability);
  const confidenceResult = scoreConfidence({
    wordCount: tokens.length,
    spanSeconds: measured.pace.spanSeconds,
    hedges: measured.language.hedges,
    fillers,
    pauses: measured.pauses,
    pitch: measured.pitch,
    loudness: measured.loudness,
    reliability,
  });
  const scores = {
    pace: input.scores.pace,
    fillers: fillerResult.score,
    clarity: input.scores.clarity,
    confidence: confidenceResult.score,
  };
  const recommendations = buildRecommendations({
    tokens,
    scores,
    pace: measured.pace,
    fillers,
    pauses: measured.pauses,
    language: measured.language,
    pitch: measured.pitch,
    loudness: measured.loudness,
  });
  return { fillers, fillerResult, confidenceResult, recommendations };
}
