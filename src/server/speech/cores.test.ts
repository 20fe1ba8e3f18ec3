import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { freeCores, holdingACore } from './cores';

describe('cores held beside transcription', () => {
  it('counts a core as held while the work runs, and gives it back even on failure', async () => {
    const all = os.availableParallelism();
    expect(freeCores()).toBe(all);
    let during = 0;
    await holdingACore(async () => {
      during = freeCores();
    });
    expect(during).toBe(Math.max(1, all - 1));
    await expect(holdingACore(() => Promise.reject(new Error('listening failed')))).rejects.toThrow(
      'listening failed',
    );
    expect(freeCores()).toBe(all);
  });

  it('leaves whisper at least one core however many are held', async () => {
    const holders = Array.from({ length: os.availableParallelism() + 2 }, () => {
      let release = () => {};
      const held = holdingACore(() => new Promise<void>((resolve) => (release = resolve)));
      return { held, release: () => release() };
    });
    expect(freeCores()).toBe(1);
    for (const holder of holders) holder.release();
    await Promise.all(holders.map((h) => h.held));
  });
});
