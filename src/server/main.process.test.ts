import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './db/data-dir-lock';
import { spawnCadence, waitForListening } from './test/processes';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded mode, as `npm start` runs it', () => {
  it('refuses a second process on the same data folder, then shuts down cleanly', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = spawnCadence([], env);
    try {
      await waitForListening(first);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

      const second = spawnCadence([], env);
      expect(await second.exited).toBe(3);
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).toContain('is already using the data folder');
      expect(second.output()).toContain('different DATA_DIR');
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('stops at once with a clear message when a setting is invalid', async () => {
    const proc = spawnCadence([], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await proc.exited).toBe(2);
    expect(proc.output()).toContain('Cadence cannot start.');
    expect(proc.output()).toContain('PORT:');
  });

  it('refuses an unknown role', async () => {
    const proc = spawnCadence(['--role', 'janitor'], { DATA_DIR: dataDir });
    expect(await proc.exited).toBe(2);
    expect(proc.output()).toContain('--role must be one of web, worker, all');
  });
});
