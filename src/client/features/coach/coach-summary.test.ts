import { describe, expect, it } from 'vitest';
import { coachSummary } from './coach-summary';

describe('coachSummary', () => {
  it('is all zeros without clients or results', () => {
    expect(coachSummary([], [])).toEqual({
      totalClients: 0,
      activeClients: 0,
      totalSessions: 0,
      averageProgress: 0,
    });
  });

  it('counts clients, and as active only those with a session', () => {
    const clients = [{ totalSessions: 0 }, { totalSessions: 1 }, { totalSessions: 7 }];
    const summary = coachSummary(clients, []);
    expect(summary.totalClients).toBe(3);
    expect(summary.activeClients).toBe(2);
  });

  it('adds up the recordings and rounds the mean clarity', () => {
    const results = [
      { totalRecordings: 4, averageClarity: 70 },
      { totalRecordings: 0, averageClarity: 0 },
      { totalRecordings: 3, averageClarity: 81 },
    ];
    const summary = coachSummary([], results);
    expect(summary.totalSessions).toBe(7);
    // (70 + 0 + 81) / 3 = 50.33…
    expect(summary.averageProgress).toBe(50);
  });

  it('rounds a half up', () => {
    const results = [
      { totalRecordings: 1, averageClarity: 70 },
      { totalRecordings: 1, averageClarity: 71 },
    ];
    expect(coachSummary([], results).averageProgress).toBe(71);
  });
});
