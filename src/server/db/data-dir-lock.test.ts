import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('refuses a second holder in the same process and frees the folder on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data folder/);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds the lock, saying what to do', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(
        path.join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: holder.pid, startedAt: '2026-11-22T10:00:00.000Z' }),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(`pid ${holder.pid}.*Stop that process first.*DATA_DIR.*DATABASE_URL`),
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock left by a process that has died', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: gone.pid, startedAt: '2026-11-22T10:00:00.000Z' }),
    );
    const lock = acquireDataDirLock(dir);
    const contents = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'));
    expect(contents.pid).toBe(process.pid);
    lock.release();
  });
});
