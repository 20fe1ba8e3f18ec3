import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRecordingDate, formatScore, formatShortDate } from './format';

describe('formatting', () => {
  it("shows an unreadable date as 'Invalid date'", () => {
    expect(formatRecordingDate('not a date')).toBe('Invalid date');
    expect(formatRecordingDate(null)).toBe('Invalid date');
    expect(formatLongDate('')).toBe('Invalid date');
    expect(formatShortDate(undefined)).toBe('Invalid date');
  });

  it('shows dates long, short, and with the time', () => {
    expect(formatRecordingDate('2026-03-14T09:30:00.000Z')).toMatch(/Mar 14, 2026/);
    expect(formatLongDate('2026-03-14T12:00:00.000Z')).toBe('March 14, 2026');
    expect(formatShortDate('2026-03-14T12:00:00.000Z')).toBe('Mar 14');
  });

  it('formats whole and fractional scores', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(7.25)).toBe('7.3');
  });
});
