import { describe, expect, it } from 'vitest';
import {
  formatTimestamp,
  mean,
  median,
  per100Words,
  perMinute,
  quantileSorted,
  roundTo,
  standardDeviation,
} from './format';

describe('formatTimestamp', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [59.99, '0:59'],
    [61, '1:01'],
    [180, '3:00'],
    [4503, '75:03'],
    [-2, '0:00'],
  ])('formats %f s as %s', (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
  });
});

describe('statistics', () => {
  it('computes mean, population SD, median and interpolated quantiles', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantileSorted([0, 10, 20, 30, 40], 0.1)).toBe(4);
    expect(Number.isNaN(mean([]))).toBe(true);
  });

  it('rates per 100 words and per minute, with 2 decimals and no division by zero', () => {
    expect(per100Words(3, 7)).toBe(42.86);
    expect(per100Words(3, 0)).toBe(0);
    expect(perMinute(5, 150)).toBe(2);
    expect(perMinute(5, 0)).toBe(0);
    expect(roundTo(1.005, 1)).toBe(1);
  });
});
