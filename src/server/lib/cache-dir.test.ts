import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cadenceCacheDir } from './cache-dir';

describe('cadenceCacheDir', () => {
  it('is outside the clone, where CADENCE_CACHE_DIR or XDG_CACHE_HOME say', () => {
    expect(cadenceCacheDir({ CADENCE_CACHE_DIR: 'rel/cache' })).toBe(path.resolve('rel/cache'));
    expect(cadenceCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/cadence');
    expect(cadenceCacheDir({})).toBe(path.join(os.homedir(), '.cache', 'cadence'));
  });
});
