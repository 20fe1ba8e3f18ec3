import { z } from 'zod';

/**
 * Crutch phrases across sessions (product rules R11.8): the fillers, hedges and repeated phrases a
 * person leans on, counted per analysed session and compared over time. One owner for the
 * windows, the trend threshold and the answer's shape, used by the server and the card.
 */
export const CRUTCH_PHRASE_KINDS = ['filler', 'hedge', 'repeat'] as const;
export type CrutchPhraseKind = (typeof CRUTCH_PHRASE_KINDS)[number];

/** The personal baseline: the rate over the person's first 5 sessions (product rules R11.8). */
export const CRUTCH_BASELINE_SESSIONS = 5;
/**
 * "Now": the rate over the most recent sessions. Five, like the baseline, so both sides of
 * the comparison rest on the same amount of talk; while a person has fewer than 10 sessions
 * the two windows overlap, which damps the trend rather than inventing one.
 */
export const CRUTCH_RECENT_SESSIONS = 5;
/** Sessions in each phrase's sparkline, the most recent ones (judgement: a card's width). */
export const CRUTCH_SERIES_SESSIONS = 20;
/** Phrases listed, the most used by total count (judgement: what a card can show). */
export const CRUTCH_PHRASES_LISTED = 8;
/**
 * A change of the rate against the baseline smaller than this share reads as steady. A
 * phrase's count is roughly Poisson: one said ~25 times over 5 sessions varies by about
 * sqrt(25) = 5, i.e. 20%, from counting noise alone, so only a larger change is a trend.
 */
export const CRUTCH_TREND_MIN_CHANGE = 0.2;

export const CRUTCH_TRENDS = ['improving', 'steady', 'worsening', 'new'] as const;
export type CrutchTrend = (typeof CRUTCH_TRENDS)[number];

/**
 * How the rate now compares with the baseline; fewer uses a minute is better. 'new' when the
 * baseline sessions never used the phrase and the recent ones do.
 */
export function crutchTrend(perMinute: number, baselinePerMinute: number): CrutchTrend {
  if (baselinePerMinute === 0) return perMinute > 0 ? 'new' : 'steady';
  if (perMinute <= baselinePerMinute * (1 - CRUTCH_TREND_MIN_CHANGE)) return 'improving';
  if (perMinute >= baselinePerMinute * (1 + CRUTCH_TREND_MIN_CHANGE)) return 'worsening';
  return 'steady';
}

export const crutchPhrasePointSchema = z.object({
  recordingId: z.string(),
  /** When the session was recorded (ISO). */
  at: z.string(),
  perMinute: z.number(),
});
export type CrutchPhrasePoint = z.infer<typeof crutchPhrasePointSchema>;

export const crutchPhraseSchema = z.object({
  phrase: z.string(),
  kind: z.enum(CRUTCH_PHRASE_KINDS),
  /** Uses over every analysed session. */
  total: z.number().int(),
  /** Uses a minute over the most recent CRUTCH_RECENT_SESSIONS sessions. */
  perMinute: z.number(),
  /** Uses a minute over the first CRUTCH_BASELINE_SESSIONS sessions. */
  baselinePerMinute: z.number(),
  trend: z.enum(CRUTCH_TRENDS),
  /** When the latest session that used it was recorded (ISO). */
  lastSeen: z.string(),
  /** Uses a minute in each of the last CRUTCH_SERIES_SESSIONS sessions, oldest first. */
  series: z.array(crutchPhrasePointSchema),
});
export type CrutchPhrase = z.infer<typeof crutchPhraseSchema>;

export const crutchPhrasesSchema = z.object({
  /** Analysed sessions the figures are drawn from. */
  sessionsAnalyzed: z.number().int(),
  /** Older analysed sessions not counted yet; they are counted on the next requests. */
  sessionsPending: z.number().int(),
  baselineSessions: z.number().int(),
  recentSessions: z.number().int(),
  phrases: z.array(crutchPhraseSchema),
});
export type CrutchPhrases = z.infer<typeof crutchPhrasesSchema>;
