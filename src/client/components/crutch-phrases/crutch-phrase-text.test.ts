import { describe, expect, it } from 'vitest';
import { describeRate, describeSeries, formatRate } from './crutch-phrase-text';
import { sparklinePoints } from './phrase-sparkline';

describe('crutch phrase wording', () => {
  it('never rounds a rare phrase to zero', () => {
    expect(formatRate(0)).toBe('0');
    expect(formatRate(0.04)).toBe('0.04');
    expect(formatRate(1.25)).toBe('1.3');
  });

  it('says where the rate went against the baseline', () => {
    expect(describeRate({ perMinute: 1.2, baselinePerMinute: 2, trend: 'improving' })).toBe(
      '1.2 per minute now, down from 2.0',
    );
    expect(describeRate({ perMinute: 2.1, baselinePerMinute: 2, trend: 'steady' })).toBe(
      '2.1 per minute now, about the same as 2.0',
    );
  });

  it('describes the sparkline for a screen reader', () => {
    const at = '2026-03-01T00:00:00.000Z';
    expect(
      describeSeries([
        { recordingId: 'a', at, perMinute: 2 },
        { recordingId: 'b', at, perMinute: 0.5 },
      ]),
    ).toBe('Per minute over the last 2 sessions: from 2.0 to 0.5, highest 2.0');
    expect(describeSeries([])).toBe('No sessions yet');
  });

  it('draws zero at the bottom and the highest rate at the top', () => {
    const [low, high] = sparklinePoints([0, 2]);
    expect(low?.y).toBeGreaterThan(high?.y ?? Infinity);
    expect(sparklinePoints([1])).toHaveLength(1);
  });
});
