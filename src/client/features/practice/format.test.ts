import { describe, expect, it } from 'vitest';
import { formatClock, formatFileSize, formatTransferRate, speakerName } from './format';

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

  it('shows sizes in MB to one decimal, and KB below a megabyte', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatFileSize(2_048 * 1024 * 1024)).toBe('2,048 MB');
    expect(formatFileSize(Number.NaN)).toBe('0 KB');
  });

  it('shows an upload speed per second', () => {
    expect(formatTransferRate(1.5 * 1024 * 1024)).toBe('1.5 MB/s');
    expect(formatTransferRate(350 * 1024)).toBe('350 KB/s');
  });
});
