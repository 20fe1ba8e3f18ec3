import { describe, expect, it } from 'vitest';
import { formatClock, speakerName } from './format';

describe('formatting', () => {
  it('shows durations as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3_725)).toBe('62:05');
    expect(formatClock(null)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('names speakers for people', () => {
    expect(speakerName('A')).toBe('Speaker A');
    expect(speakerName('speaker_0')).toBe('Speaker 0');
    expect(speakerName('Speaker B')).toBe('Speaker B');
  });
});
