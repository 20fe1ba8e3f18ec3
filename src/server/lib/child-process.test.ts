import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { execFileTied, spawnTied, tiedCommand } from './child-process';

const here = path.dirname(fileURLToPath(import.meta.url));

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    // A zombie (dead, not yet reaped) shows as 'Z' in /proc.
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const statOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
};

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe.skipIf(process.platform !== 'linux')('children tied to their parent', () => {
  it('runs the program itself, and still fails with ENOENT when it is missing', async () => {
    const { stdout } = await execFileTied('echo', ['tied']);
    expect(stdout.trim()).toBe('tied');
    await expect(execFileTied('no-such-program-here', [])).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(tiedCommand('no-such-program-here', ['a'])).toEqual(['no-such-program-here', ['a']]);
  });

  it('runs below the server in priority (nice 10), so requests come first', async () => {
    const child = spawnTied('sleep', ['5'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const pid = child.pid ?? 0;
      // Once nice has become sleep (exec), /proc shows the program and its niceness.
      expect(await until(() => /\(sleep\)/.test(statOf(pid)), 5_000)).toBe(true);
      // Field 19 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
      const fields = statOf(pid)
        .slice(statOf(pid).lastIndexOf(')') + 2)
        .split(' ');
      expect(Number(fields[16])).toBe(10);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('dies when its parent is killed outright (kill -9)', async () => {
    // A parent process that starts a long child through the helper and prints its pid.
    const script = `
      import { spawnTied } from ${JSON.stringify(path.join(here, 'child-process.ts'))};
      const child = spawnTied('sleep', ['120'], { stdio: ['ignore', 'pipe', 'pipe'] });
      console.log(child.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const childPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
      parent.once('exit', () => reject(new Error('the parent exited early')));
    });
    expect(await until(() => alive(childPid), 5_000)).toBe(true);
    parent.kill('SIGKILL');
    expect(await until(() => !alive(childPid), 10_000)).toBe(true);
  }, 30_000);
});
