import { describe, expect, it } from 'vitest';
import { activityBand, averageRecordings, planShares, visibleActivity } from './activity-rules';
import { buildActivityRow } from '@client/test/admin-factories';

describe('activityBand', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [5, 'low'],
    [6, 'medium'],
    [10, 'medium'],
    [11, 'high'],
    [250, 'high'],
  ] as const)('%i recordings is %s', (count, band) => {
    expect(activityBand(count)).toBe(band);
  });
});

describe('visibleActivity', () => {
  it('keeps the first 20 rows and counts them all', () => {
    const rows = Array.from({ length: 23 }, (_, index) => buildActivityRow(index));
    const visible = visibleActivity(rows);
    expect(visible.rows).toHaveLength(20);
    expect(visible.rows[0]).toBe(rows[0]);
    expect(visible.total).toBe(23);
  });
});

describe('averageRecordings', () => {
  it('is 0.0 without users', () => {
    expect(averageRecordings([])).toBe('0.0');
  });

  it('rounds to one decimal', () => {
    expect(
      averageRecordings([{ recordingCount: 1 }, { recordingCount: 2 }, { recordingCount: 2 }]),
    ).toBe('1.7');
    expect(averageRecordings([{ recordingCount: 4 }, { recordingCount: 2 }])).toBe('3.0');
  });
});

describe('planShares', () => {
  it('splits into whole percents that add up to 100', () => {
    expect(planShares({ basicUsers: 2, premiumUsers: 1 })).toEqual({ basic: 67, premium: 33 });
  });

  it('is 0 and 0 without users', () => {
    expect(planShares({ basicUsers: 0, premiumUsers: 0 })).toEqual({ basic: 0, premium: 0 });
  });
});
