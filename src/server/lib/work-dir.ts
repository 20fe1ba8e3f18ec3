import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Plaintext working copies of recordings (decoded audio, decrypted job input, uploads still
 * arriving) live in folders and files named after the process that made them:
 * `cadence-<label>-<host>-<pid>-…`. A process removes its own when it is done; one killed
 * outright (kill -9, a crash) cannot, so every process, as it starts, removes what processes
 * of its own machine that no longer run left behind (decisions: "Plaintext working copies of
 * recordings are removed, even after a crash"). Copies of processes still running, or of
 * other machines sharing a folder, are left alone.
 */

const HOST = os.hostname().replace(/[^A-Za-z0-9]/g, '') || 'host';
const OWNED = /^cadence-[a-z]+-([A-Za-z0-9]+)-(\d+)-/;
const OWNED_FILE = /^([A-Za-z0-9]+)-(\d+)-/;

/** The prefix of a name owned by this process. */
export const ownedName = (label: string) => `cadence-${label}-${HOST}-${process.pid}-`;

/** A new working folder in the system's temporary folder, owned by this process. */
export function makeWorkDir(label: string): Promise<string> {
  return fs.promises.mkdtemp(path.join(os.tmpdir(), ownedName(label)));
}

/** A file name for an upload arriving in a shared folder, owned by this process. */
export const ownedFileName = (id: string) => `${HOST}-${process.pid}-${id}`;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a working folder's or upload's name says process `pid` of this machine made it. */
export function isOwnedBy(name: string, pid: number): boolean {
  const match = OWNED.exec(name) ?? OWNED_FILE.exec(name);
  return match?.[1] === HOST && Number(match[2]) === pid;
}

const orphaned = (host: string | undefined, pid: string | undefined) =>
  host === HOST && pid !== undefined && Number(pid) !== process.pid && !running(Number(pid));

/**
 * Removes the working copies that dead processes of this machine left: folders in the
 * temporary folder, and upload files in `incomingDirs`. Returns how many were removed.
 */
export async function removeOrphanedWorkCopies(
  incomingDirs: readonly string[] = [],
): Promise<number> {
  let removed = 0;
  const remove = async (target: string) => {
    await fs.promises.rm(target, { recursive: true, force: true });
    removed += 1;
  };
  for (const entry of await fs.promises.readdir(os.tmpdir()).catch(() => [] as string[])) {
    const match = OWNED.exec(entry);
    if (match && orphaned(match[1], match[2])) await remove(path.join(os.tmpdir(), entry));
  }
  for (const dir of incomingDirs) {
    for (const entry of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      const match = OWNED_FILE.exec(entry);
      if (match && orphaned(match[1], match[2])) await remove(path.join(dir, entry));
    }
  }
  return removed;
}
