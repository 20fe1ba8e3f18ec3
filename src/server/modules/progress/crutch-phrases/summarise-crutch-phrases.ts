import {
  CRUTCH_BASELINE_SESSIONS,
  CRUTCH_PHRASE_KINDS,
  CRUTCH_RECENT_SESSIONS,
  CRUTCH_SERIES_SESSIONS,
  type CrutchPhrase,
  type CrutchPhraseKind,
  type CrutchPhrases,
  crutchTrend,
} from '@shared/progress/crutch-phrases';

export interface WindowSession {
  id: string;
  createdAt: Date;
  duration: number | null;
  /** 1 for the person's first counted session. */
  fromFirst: number;
  /** 1 for their latest. */
  fromLast: number;
  /** How many counted sessions they have. */
  sessions: number;
}

export interface PhraseTotals {
  phrase: string;
  kind: string;
  total: number;
  baselineUses: number;
  recentUses: number;
  lastSeen: Date;
}

export interface PhraseUse {
  recordingId: string;
  phrase: string;
  count: number;
}

const minutesOf = (sessions: readonly WindowSession[]) =>
  sessions.reduce((sum, session) => sum + (session.duration ?? 0), 0) / 60;
const rate = (uses: number, minutes: number) =>
  minutes > 0 ? Math.round((uses / minutes) * 100) / 100 : 0;
const asKind = (kind: string): CrutchPhraseKind =>
  (CRUTCH_PHRASE_KINDS as readonly string[]).includes(kind) ? (kind as CrutchPhraseKind) : 'repeat';

/**
 * The answer of GET /api/progress/crutch-phrases from what the queries summed (decision 148).
 * Rates are uses per minute of recording, pooled over a window (all its uses over all its
 * minutes), so a short session weighs less than a long one and a session without the phrase
 * counts as zero: "now" is the latest CRUTCH_RECENT_SESSIONS sessions, the baseline the first
 * CRUTCH_BASELINE_SESSIONS. The trend compares the unrounded rates.
 */
export function summariseCrutchPhrases(input: {
  sessions: readonly WindowSession[];
  phrases: readonly PhraseTotals[];
  uses: readonly PhraseUse[];
  pending: number;
}): CrutchPhrases {
  const baseline = input.sessions.filter((s) => s.fromFirst <= CRUTCH_BASELINE_SESSIONS);
  const recent = input.sessions.filter((s) => s.fromLast <= CRUTCH_RECENT_SESSIONS);
  const series = input.sessions
    .filter((s) => s.fromLast <= CRUTCH_SERIES_SESSIONS)
    .sort((a, b) => b.fromLast - a.fromLast);
  const baselineMinutes = minutesOf(baseline);
  const recentMinutes = minutesOf(recent);
  const usesIn = new Map(input.uses.map((use) => [`${use.recordingId}\n${use.phrase}`, use.count]));

  const phrases = input.phrases.map((item): CrutchPhrase => {
    const perMinute = rate(item.recentUses, recentMinutes);
    const baselinePerMinute = rate(item.baselineUses, baselineMinutes);
    const trend =
      recentMinutes > 0 && baselineMinutes > 0
        ? crutchTrend(item.recentUses / recentMinutes, item.baselineUses / baselineMinutes)
        : 'steady';
    return {
      phrase: item.phrase,
      kind: asKind(item.kind),
      total: item.total,
      perMinute,
      baselinePerMinute,
      trend,
      lastSeen: item.lastSeen.toISOString(),
      series: series.map((session) => ({
        recordingId: session.id,
        at: session.createdAt.toISOString(),
        perMinute: rate(usesIn.get(`${session.id}\n${item.phrase}`) ?? 0, minutesOf([session])),
      })),
    };
  });

  return {
    sessionsAnalyzed: input.sessions[0]?.sessions ?? 0,
    sessionsPending: input.pending,
    baselineSessions: baseline.length,
    recentSessions: recent.length,
    phrases,
  };
}
