import { describe, expect, it } from 'vitest';
import { buildScorePoint } from '@client/test/progress-factories';
import {
  linePath,
  plotPoints,
  scaleLinear,
  scoresSummary,
  dayTickIndices,
  tickIndices,
  wpmDomain,
  wpmSummary,
  type Frame,
} from './chart-model';

const FRAME: Frame = {
  width: 120,
  height: 60,
  margin: { top: 10, right: 10, bottom: 10, left: 10 },
};

describe('the chart geometry', () => {
  it('scales straight, upwards for scores', () => {
    const y = scaleLinear([0, 10], [50, 10]);
    expect(y(0)).toBe(50);
    expect(y(10)).toBe(10);
    expect(y(5)).toBe(30);
  });

  it('spreads sessions evenly and breaks the line at a missing value', () => {
    const points = plotPoints([0, 10, null, 5], FRAME, [0, 10]);
    expect(points.map((point) => point.x)).toEqual([
      10, 43.333333333333336, 76.66666666666667, 110,
    ]);
    expect(linePath(points)).toBe('M10 50 L43.3 10 M110 30');
  });

  it('dates the first, the last and a few sessions between', () => {
    expect(tickIndices(3, 5)).toEqual([0, 1, 2]);
    expect(tickIndices(10, 4)).toEqual([0, 3, 6, 9]);
    expect(tickIndices(0, 4)).toEqual([]);
  });

  it('names each day once under the axis, at its first session', () => {
    const dayOf = (date: string) => date.slice(0, 10);
    const dates = [
      '2026-11-26T09:00:00Z',
      '2026-11-27T09:00:00Z',
      '2026-11-27T12:00:00Z',
      '2026-11-27T18:00:00Z',
      '2026-11-28T09:00:00Z',
    ];
    expect(dayTickIndices(dates, 6, dayOf)).toEqual([0, 1, 4]);
    expect(dayTickIndices(dates, 2, dayOf)).toEqual([0, 4]);
    expect(dayTickIndices([], 6, dayOf)).toEqual([]);
  });

  it('keeps the ideal pace band in view', () => {
    expect(wpmDomain([145, 150])).toEqual([120, 180]);
    expect(wpmDomain([90, null, 210])).toEqual([80, 220]);
  });
});

describe('the chart in words', () => {
  const history = [buildScorePoint(0, { clarity: 6 }), buildScorePoint(1, { clarity: 7.5 })];

  it('names each shown line from its first to its last score', () => {
    expect(scoresSummary(history, ['clarity'])).toBe(
      'Scores out of 10 over your last 2 sessions, Mar 1 to Mar 2. Clarity from 6 to 7.5.',
    );
    expect(scoresSummary(history, [])).toMatch(/No scores selected\.$/);
  });

  it('gives the words per minute with the ideal band', () => {
    expect(wpmSummary(history)).toBe(
      'Words per minute over your last 2 sessions, Mar 1 to Mar 2: from 125 to 130 words per minute. The ideal band is 130 to 160.',
    );
  });
});
