import { describe, expect, it } from 'vitest';
import { summariseCrutchPhrases, type WindowSession } from './summarise-crutch-phrases';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** `durations` in seconds, oldest first, numbered as the window query numbers them. */
const sessions = (durations: number[]): WindowSession[] =>
  durations.map((duration, index) => ({
    id: `r${index + 1}`,
    createdAt: day(index + 1),
    duration,
    fromFirst: index + 1,
    fromLast: durations.length - index,
    sessions: durations.length,
  }));

describe('summariseCrutchPhrases', () => {
  it('pools each window: all its uses over all its minutes, a short session weighing less', () => {
    // Baseline: 1 use in 1 minute, 9 in 9, none in 3: 10 in 13 minutes, 0.77 a minute (the
    // mean of the sessions' rates would say 0.4).
    const history = sessions([60, 540, 60, 60, 60, 60, 60, 60, 60, 60]);
    const answer = summariseCrutchPhrases({
      sessions: history,
      phrases: [
        {
          phrase: 'um',
          kind: 'filler',
          total: 12,
          baselineUses: 10,
          recentUses: 2,
          lastSeen: day(10),
        },
      ],
      uses: [
        { recordingId: 'r1', phrase: 'um', count: 1 },
        { recordingId: 'r2', phrase: 'um', count: 9 },
        { recordingId: 'r10', phrase: 'um', count: 2 },
      ],
      pending: 0,
    });
    expect(answer.phrases[0]).toMatchObject({
      baselinePerMinute: 0.77,
      perMinute: 0.4,
      trend: 'improving',
      lastSeen: day(10).toISOString(),
    });
    // Now: 2 uses over the last 5 minutes.
    expect(answer.phrases[0]?.series.map((point) => point.perMinute)).toEqual([
      1, 1, 0, 0, 0, 0, 0, 0, 0, 2,
    ]);
    expect(answer).toMatchObject({ sessionsAnalyzed: 10, baselineSessions: 5, recentSessions: 5 });
  });

  it('keeps the series to the latest sessions, oldest first', () => {
    const history = sessions(Array.from({ length: 30 }, () => 60));
    const window = history.filter((s) => s.fromFirst <= 5 || s.fromLast <= 20);
    const answer = summariseCrutchPhrases({
      sessions: window,
      phrases: [
        {
          phrase: 'uh',
          kind: 'filler',
          total: 1,
          baselineUses: 0,
          recentUses: 1,
          lastSeen: day(30),
        },
      ],
      uses: [{ recordingId: 'r30', phrase: 'uh', count: 1 }],
      pending: 2,
    });
    const series = answer.phrases[0]?.series ?? [];
    expect(series).toHaveLength(20);
    expect(series[0]?.recordingId).toBe('r11');
    expect(series.at(-1)).toEqual({ recordingId: 'r30', at: day(30).toISOString(), perMinute: 1 });
    expect(answer.phrases[0]?.trend).toBe('new');
    expect(answer).toMatchObject({ sessionsAnalyzed: 30, sessionsPending: 2 });
  });

  it('answers an empty history with no phrases', () => {
    expect(summariseCrutchPhrases({ sessions: [], phrases: [], uses: [], pending: 0 })).toEqual({
      sessionsAnalyzed: 0,
      sessionsPending: 0,
      baselineSessions: 0,
      recentSessions: 0,
      phrases: [],
    });
  });
});
