import {
  crutchPhraseSchema,
  crutchPhrasesSchema,
  type CrutchPhrase,
  type CrutchPhrases,
} from '@shared/progress/crutch-phrases';

/*
 * Valid answers of GET /api/progress/crutch-phrases (and the coach's view of a client's),
 * checked against the shared schema, so a test only overrides what it is about.
 */

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** "um", falling from 2.0 a minute in the first sessions to 1.2 now, over 8 sessions. */
export function buildCrutchPhrase(overrides: Partial<CrutchPhrase> = {}): CrutchPhrase {
  const rates = [2, 2.5, 1.5, 2, 2, 1.5, 1, 1];
  return crutchPhraseSchema.parse({
    phrase: 'um',
    kind: 'filler',
    total: 42,
    perMinute: 1.2,
    baselinePerMinute: 2,
    trend: 'improving',
    lastSeen: '2026-03-14T12:00:00.000Z',
    series: rates.map((perMinute, index) => ({
      recordingId: uuid(index + 1),
      at: new Date(Date.UTC(2026, 2, 7 + index, 12)).toISOString(),
      perMinute,
    })),
    ...overrides,
  });
}

export function buildCrutchPhrases(overrides: Partial<CrutchPhrases> = {}): CrutchPhrases {
  return crutchPhrasesSchema.parse({
    sessionsAnalyzed: 8,
    sessionsPending: 0,
    baselineSessions: 5,
    recentSessions: 5,
    phrases: [
      buildCrutchPhrase(),
      buildCrutchPhrase({
        phrase: 'i think',
        kind: 'hedge',
        total: 12,
        perMinute: 0.8,
        baselinePerMinute: 0.4,
        trend: 'worsening',
      }),
      buildCrutchPhrase({
        phrase: 'at the end of the day',
        kind: 'repeat',
        total: 6,
        perMinute: 0.3,
        baselinePerMinute: 0,
        trend: 'new',
      }),
    ],
    ...overrides,
  });
}

/** A person with no analysed session yet. */
export const NO_CRUTCH_PHRASES = crutchPhrasesSchema.parse({
  sessionsAnalyzed: 0,
  sessionsPending: 0,
  baselineSessions: 0,
  recentSessions: 0,
  phrases: [],
});
