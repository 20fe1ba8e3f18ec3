import { describe, expect, it } from 'vitest';
import { addDays, dayOfYear, startOfWeek, weekIndex } from './calendar';

describe('dayOfYear', () => {
  it('counts January 1st as day 1 and December 31st of a leap year as 366', () => {
    expect(dayOfYear(new Date('2026-01-01T00:00:00Z'))).toBe(1);
    expect(dayOfYear(new Date('2026-02-01T23:59:59Z'))).toBe(32);
    expect(dayOfYear(new Date('2028-12-31T12:00:00Z'))).toBe(366);
  });
});

describe('startOfWeek', () => {
  it('returns Monday 00:00 UTC for any day of that week', () => {
    const monday = '2026-11-16T00:00:00.000Z';
    expect(startOfWeek(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe(monday);
    expect(startOfWeek(new Date('2026-11-19T15:30:00Z')).toISOString()).toBe(monday);
    expect(startOfWeek(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe(monday);
    expect(startOfWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});

describe('weekIndex', () => {
  it('increases by one from one week to the next', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(weekIndex(addDays(now, 7))).toBe(weekIndex(now) + 1);
    expect(weekIndex(addDays(now, 1))).toBe(weekIndex(now) + 1); // the 23rd is a Monday
  });
});
