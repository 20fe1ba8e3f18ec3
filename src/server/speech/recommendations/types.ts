import type { FillerMetrics } from '../metrics/fillers';
import type { LanguageMetrics } from '../metrics/language';
import type { LoudnessMetrics } from '../metrics/loudness';
import type { PaceMetrics } from '../metrics/pace';
import type { PauseMetrics } from '../metrics/pauses';
import type { PitchMetrics } from '../metrics/pitch';
import type { SpokenToken } from '../metrics/tokens';

/** A "How to Improve" item: a string or an object with a description (product rules R10.9). */
export interface Recommendation {
  title: string;
  description: string;
  /** The user's own words the item is about. */
  quote?: string;
  /** Where in the recording, m:ss. */
  timestamp?: string;
}

export type Dimension = 'pace' | 'fillers' | 'clarity' | 'confidence';

export interface RecommendationInputs {
  tokens: readonly SpokenToken[];
  scores: Record<Dimension, number>;
  pace: PaceMetrics;
  fillers: FillerMetrics;
  pauses: PauseMetrics;
  language: LanguageMetrics;
  pitch: PitchMetrics | null;
  loudness: LoudnessMetrics | null;
}

/** A possible item: issues (severity > 0) are ranked by their dimension's score. */
export interface Candidate {
  dimension: Dimension | 'general';
  /** 0 for strengths and general advice, which only fill up to three items. */
  severity: number;
  item: Recommendation;
}
