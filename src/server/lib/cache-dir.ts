import os from 'node:os';
import path from 'node:path';

/**
 * Cadence's cache, outside any clone and data folder, so what is fetched once (the whisper
 * model from PyPI) serves every clone on the machine: `CADENCE_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/cadence`, else `~/.cache/cadence`.
 */
export function cadenceCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CADENCE_CACHE_DIR) return path.resolve(env.CADENCE_CACHE_DIR);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'cadence');
}
