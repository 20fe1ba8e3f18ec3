import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { estimateWaitSeconds, expireSecondsFor } from './job-timing';

const config = loadConfig({ NODE_ENV: 'test' });

describe('job timing with a video to read', () => {
  it('gives the frames time on top of the speech, for the first 30 minutes only', () => {
    const speechOnly = expireSecondsFor(config, 180);
    expect(expireSecondsFor(config, 180, true) - speechOnly).toBe(360);
    const longVideo = 3 * 3600;
    expect(expireSecondsFor(config, longVideo, true) - expireSecondsFor(config, longVideo)).toBe(
      3600,
    );
  });

  it('waits longer for a video whose frames the worker reads, less as progress moves', () => {
    expect(estimateWaitSeconds(180, 0, true)).toBeGreaterThan(estimateWaitSeconds(180, 0));
    expect(estimateWaitSeconds(180, 50, true)).toBeLessThan(estimateWaitSeconds(180, 0, true));
    expect(estimateWaitSeconds(180, 100, true)).toBe(0);
  });
});
