import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../lib/app-error';

export const LOCK_FILE_NAME = 'cadence.lock';

interface LockContents {
  pid: number;
  startedAt: string;
  host?: string;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockContents | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockContents;
  } catch {
    return null;
  }
}

/** Folders this process holds: a second start in the same process is refused too. */
const heldByThisProcess = new Set<string>();

function lockedError(dataDir: string, pid: number, startedAt: string) {
  return new AppError(
    'DATA_DIR_LOCKED',
    `Another Cadence process (pid ${pid}, started ${startedAt}) is already using the data folder ${dataDir}. ` +
      'Stop that process first, or start this one with a different DATA_DIR, ' +
      'or set DATABASE_URL to run several processes on one PostgreSQL server.',
  );
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose writes.
 * So the embedded mode takes this lock file first, and a second process is refused.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const contents: LockContents = { pid: process.pid, startedAt: new Date().toISOString() };
  if (heldByThisProcess.has(lockPath)) {
    throw lockedError(dataDir, process.pid, readLock(lockPath)?.startedAt ?? 'earlier');
  }

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(contents), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          const current = readLock(lockPath);
          if (current?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      if (holder && holder.pid !== process.pid && isProcessAlive(holder.pid)) {
        throw lockedError(dataDir, holder.pid, holder.startedAt);
      }
      // The holder is gone (a crash or kill -9): the lock is stale, so take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new AppError('DATA_DIR_LOCKED', `Could not take the lock file ${lockPath}.`);
}
