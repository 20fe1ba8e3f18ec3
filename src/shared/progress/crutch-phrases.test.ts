import { describe, expect, it } from 'vitest';
import { CRUTCH_TREND_MIN_CHANGE, crutchTrend } from './crutch-phrases';

describe('crutchTrend', () => {
  it('reads fewer uses a minute than the baseline as improving, past the threshold', () => {
    expect(crutchTrend(1.4, 2)).toBe('improving');
    expect(crutchTrend(2 * (1 - CRUTCH_TREND_MIN_CHANGE), 2)).toBe('improving');
  });

  it('reads more uses as worsening, past the threshold', () => {
    expect(crutchTrend(2.6, 2)).toBe('worsening');
    expect(crutchTrend(2 * (1 + CRUTCH_TREND_MIN_CHANGE), 2)).toBe('worsening');
  });

  it('reads a change within the threshold as steady', () => {
    expect(crutchTrend(1.7, 2)).toBe('steady');
    expect(crutchTrend(2.3, 2)).toBe('steady');
    expect(crutchTrend(2, 2)).toBe('steady');
  });

  it('reads a phrase the baseline never used as new, and one never used at all as steady', () => {
    expect(crutchTrend(0.3, 0)).toBe('new');
    expect(crutchTrend(0, 0)).toBe('steady');
  });

  it('reads a phrase dropped altogether as improving', () => {
    expect(crutchTrend(0, 1)).toBe('improving');
  });
});
