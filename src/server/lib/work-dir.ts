import { spawn } from 'node:child_process';
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
// host, pid and (where the system tells it) the process's start time, which tells a process
// from an earlier one that had the same pid: in a container, a restarted server often does.
const OWNED = /^cadence-[a-z]+-([A-Za-z0-9]+)-(\d+)-(?:s(\d+)-)?/;
const OWNED_FILE = /^([A-Za-z0-9]+)-(\d+)-(?:s(\d+)-)?/;

/**
 * When process `pid` started, in clock ticks since boot (Linux's /proc), or undefined where the
 * system does not say or the process does not run.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces and parentheses, so count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const START = processStartTime(process.pid);

/**
 * The system's temporary folder, as it was when this module loaded: where working folders are
 * made and swept, even after `useOwnTemporaryFolder` points TMPDIR at this process's own folder.
 */
/** The machine's temporary folder, before useOwnTemporaryFolder gives this process its own. */
export const SYSTEM_TMP = os.tmpdir();
const OWNER = `${HOST}-${process.pid}-${START ? `s${START}-` : ''}`;

/** The prefix of a name owned by this process. */
export const ownedName = (label: string) => `cadence-${label}-${OWNER}`;

/** A new working folder in the system's temporary folder, owned by this process, private to it. */
export function makeWorkDir(label: string): Promise<string> {
  return fs.promises.mkdtemp(path.join(SYSTEM_TMP, ownedName(label)));
}

/** A file name for an upload arriving in a shared folder, owned by this process. */
export const ownedFileName = (id: string) => `${OWNER}${id}`;

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

/**
 * Whether a name's owner was a process of this machine that no longer runs: its pid is gone,
 * or is now another process's (a later start time), this one's included.
 */
function orphaned(match: RegExpExecArray): boolean {
  const [, host, pidText, start] = match;
  if (host !== HOST || pidText === undefined) return false;
  const pid = Number(pidText);
  if (pid === process.pid) return start !== undefined && START !== undefined && start !== START;
  if (!running(pid)) return true;
  const now = start === undefined ? undefined : processStartTime(pid);
  return now !== undefined && now !== start;
}

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
  for (const entry of await fs.promises.readdir(SYSTEM_TMP).catch(() => [] as string[])) {
    const match = OWNED.exec(entry);
    if (match && orphaned(match)) await remove(path.join(SYSTEM_TMP, entry));
  }
  for (const dir of incomingDirs) {
    for (const entry of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      const match = OWNED_FILE.exec(entry);
      if (match && orphaned(match)) await remove(path.join(dir, entry));
    }
  }
  return removed;
}

/**
 * Points this process's TMPDIR (os.tmpdir(), and the tools it runs) at a folder of its own,
 * named like a working folder, so what libraries write there is swept like one: @tus/s3-store
 * keeps each part of an upload arriving, plaintext, in os.tmpdir() until it reaches the bucket,
 * and a process killed mid-part would otherwise leave it behind for good. Removed at a normal
 * exit; after a crash, the next start on this machine removes it (removeOrphanedWorkCopies).
 */
export function useOwnTemporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(SYSTEM_TMP, ownedName('tmp')));
  process.env.TMPDIR = folder;
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/*
 * A process killed outright cannot remove its working copies, and the next start may be far
 * off. So a process that handles recordings starts a tiny shell that outlives it: it waits on
 * a pipe that only this process holds open, and when the kernel closes that pipe (any exit,
 * kill -9 included) it removes the copies named after this process. It runs in a session of
 * its own, so a signal to the terminal's process group does not stop it first; it is not
 * tied to this process as the analysis children are (it must outlive it).
 */
const REAPER_SCRIPT = [
  'read -r _',
  'owner="$1"; tmp="$2"; shift 2',
  'rm -rf -- "$tmp"/cadence-*-"$owner"*',
  'for dir in "$@"; do rm -rf -- "$dir"/"$owner"*; done',
].join('\n');

/**
 * Removes this process's working copies (in the temporary folder and in `incomingDirs`) as
 * soon as it ends, however it ends. Returns the reaper's pid, or undefined where there is no
 * POSIX shell.
 */
export function removeWorkCopiesAtExit(incomingDirs: readonly string[]): number | undefined {
  const shell = '/bin/sh';
  if (process.platform === 'win32' || !fs.existsSync(shell)) return undefined;
  const reaper = spawn(
    shell,
    ['-c', REAPER_SCRIPT, 'cadence-reaper', OWNER, SYSTEM_TMP, ...incomingDirs],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  reaper.on('error', () => {});
  // The pipe's end here must not keep this process alive, nor the reaper wait on it for work.
  reaper.unref();
  (reaper.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return reaper.pid;
}
