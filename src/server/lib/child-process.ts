import {
  type ChildProcess,
  type ChildProcessByStdio,
  type ExecFileOptions,
  type SpawnOptionsWithStdioTuple,
  type StdioNull,
  type StdioPipe,
  execFile,
  spawn,
} from 'node:child_process';
import type { Readable } from 'node:stream';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Cadence runs ffmpeg, ffprobe and pocketsphinx on plaintext audio. A child must not outlive
 * the process that started it: killed with kill -9, that process cannot stop it, and the child
 * would go on reading a recording nobody waits for. On Linux, util-linux's setpriv asks the
 * kernel to kill the child when its parent dies (PR_SET_PDEATHSIG), then becomes the program
 * itself (exec: no extra process). Elsewhere the program runs as it is.
 */

const SETPRIV = '/usr/bin/setpriv';
const canTie = process.platform === 'linux' && isExecutable(SETPRIV);

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where `command` is on the PATH, or null; so a missing program still fails with ENOENT. */
function locate(command: string): string | null {
  if (command.includes('/')) return isExecutable(command) ? command : null;
  // Looked up on every start (a few stat calls), so a changed PATH is honoured as spawn would.
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, command)).find(isExecutable) ?? null;
}

/*
 * Every child is analysis work (decoding, transcription, frames). It runs at a lower priority
 * (nice 10), so the server's own thread, answering requests, comes first when the cores are
 * busy: during a burst of uploads /api/health waited behind the transcribers (decision 165).
 * nice becomes the program too (exec), after setpriv has set the parent-death signal, which
 * an exec keeps.
 */
const CHILD_NICENESS = '10';
const NICE = locate('/usr/bin/nice') ?? locate('nice');

/** The command line that runs `command` so that it dies with this process, at low priority. */
export function tiedCommand(command: string, args: readonly string[]): [string, string[]] {
  const program = canTie ? locate(command) : null;
  if (!program) return [command, [...args]];
  const niced = NICE ? [NICE, '-n', CHILD_NICENESS, program] : [program];
  return [SETPRIV, ['--pdeathsig', 'KILL', '--', ...niced, ...args]];
}

/** `spawn` reading stdout and stderr, with the child killed if this process dies first. */
export function spawnTied(
  command: string,
  args: readonly string[],
  options: SpawnOptionsWithStdioTuple<StdioNull, StdioPipe, StdioPipe>,
): ChildProcessByStdio<null, Readable, Readable> {
  const [program, programArgs] = tiedCommand(command, args);
  return spawn(program, programArgs, options);
}

const execFileAsync = promisify(execFile);

/** `execFile` (promised, text output), with the child tied to this process. */
export async function execFileTied(
  command: string,
  args: readonly string[],
  options: ExecFileOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const [program, programArgs] = tiedCommand(command, args);
  const { stdout, stderr } = await execFileAsync(program, programArgs, {
    ...options,
    encoding: 'utf8',
  });
  return { stdout: String(stdout), stderr: String(stderr) };
}

/** `execFile` with a callback, with the child tied to this process. */
export function execFileTiedCallback(
  command: string,
  args: readonly string[],
  options: ExecFileOptions,
  callback: (error: Error | null, stdout: string, stderr: string) => void,
): ChildProcess {
  const [program, programArgs] = tiedCommand(command, args);
  return execFile(program, programArgs, { ...options, encoding: 'utf8' }, (error, out, err) =>
    callback(error, String(out), String(err)),
  );
}
