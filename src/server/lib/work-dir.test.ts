import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeWorkDir,
  ownedFileName,
  ownedName,
  processStartTime,
  removeOrphanedWorkCopies,
} from './work-dir';

const MODULE = fileURLToPath(new URL('./work-dir.ts', import.meta.url));
const incoming = fs.mkdtempSync(path.join(os.tmpdir(), 'work-dir-test-incoming-'));
afterAll(() => fs.rmSync(incoming, { recursive: true, force: true }));

/** A process that makes a working folder and an upload file, prints them, and waits. */
function owner(): Promise<{ child: ReturnType<typeof spawn>; dir: string; file: string }> {
  const code = `
    import fs from 'node:fs';
    import path from 'node:path';
    import { makeWorkDir, ownedFileName } from ${JSON.stringify(MODULE)};
    const dir = await makeWorkDir('analysis');
    fs.writeFileSync(path.join(dir, 'audio.pcm'), 'plaintext');
    const file = path.join(${JSON.stringify(incoming)}, ownedFileName('upload'));
    fs.writeFileSync(file, 'plaintext');
    console.log(JSON.stringify({ dir, file }));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ child, ...JSON.parse(chunk.toString()) }),
    );
    child.once('error', reject);
  });
}

describe('removeOrphanedWorkCopies', () => {
  it('removes what a killed process left, and keeps a running one’s and its own', async () => {
    const killed = await owner();
    const alive = await owner();
    const mine = await makeWorkDir('job');
    const myUpload = path.join(incoming, ownedFileName('mine'));
    fs.writeFileSync(myUpload, 'plaintext');
    try {
      await new Promise<void>((resolve) => {
        killed.child.once('exit', () => resolve());
        killed.child.kill('SIGKILL');
      });
      expect(await removeOrphanedWorkCopies([incoming])).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(killed.dir)).toBe(false);
      expect(fs.existsSync(killed.file)).toBe(false);
      for (const kept of [alive.dir, alive.file, mine, myUpload])
        expect(fs.existsSync(kept)).toBe(true);
    } finally {
      alive.child.kill('SIGKILL');
      fs.rmSync(mine, { recursive: true, force: true });
      fs.rmSync(alive.dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === 'linux')(
    'removes what an earlier process with the same pid left (a restarted container)',
    async () => {
      const alive = await owner();
      const start = processStartTime(process.pid);
      expect(start).toMatch(/^\d+$/);
      const earlier = `s${Number(start) - 1}-`;
      const pid = alive.child.pid!;
      // Same pid as this process or a running one, but started before it: a dead predecessor's.
      const mine = ownedFileName('mine');
      const predecessors = [
        mine.replace(`-s${start}-`, `-${earlier}`),
        path.basename(alive.file).replace(/-s\d+-/, `-${earlier}`),
      ];
      const kept = [mine, path.basename(alive.file)];
      for (const name of [...predecessors, mine]) fs.writeFileSync(path.join(incoming, name), 'x');
      const folder = `${ownedName('analysis')}earlier`.replace(`-s${start}-`, `-${earlier}`);
      fs.mkdirSync(path.join(os.tmpdir(), folder));
      try {
        expect(path.basename(alive.file)).toContain(`-${pid}-s`);
        expect(await removeOrphanedWorkCopies([incoming])).toBeGreaterThanOrEqual(3);
        for (const name of predecessors)
          expect(fs.existsSync(path.join(incoming, name))).toBe(false);
        expect(fs.existsSync(path.join(os.tmpdir(), folder))).toBe(false);
        for (const name of kept) expect(fs.existsSync(path.join(incoming, name))).toBe(true);
        expect(fs.existsSync(alive.dir)).toBe(true);
      } finally {
        alive.child.kill('SIGKILL');
        fs.rmSync(alive.dir, { recursive: true, force: true });
        fs.rmSync(path.join(os.tmpdir(), folder), { recursive: true, force: true });
      }
    },
  );
});

describe('useOwnTemporaryFolder', () => {
  /** A process that takes its own temporary folder and writes there as a library would. */
  function temporaryWriter(): Promise<{
    child: ReturnType<typeof spawn>;
    folder: string;
    part: string;
  }> {
    const code = `
      import fs from 'node:fs';
      import os from 'node:os';
      import path from 'node:path';
      import { useOwnTemporaryFolder } from ${JSON.stringify(MODULE)};
      const folder = useOwnTemporaryFolder();
      // What @tus/s3-store does with a part on its way to the bucket.
      const part = path.join(os.tmpdir(), 'AbCdEf0123-0');
      fs.writeFileSync(part, 'plaintext audio');
      console.log(JSON.stringify({ folder, part }));
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
    return new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) =>
        resolve({ child, ...JSON.parse(chunk.toString()) }),
      );
      child.once('error', reject);
    });
  }

  it('keeps what libraries write in a folder of the process, swept after it is killed', async () => {
    const writer = await temporaryWriter();
    try {
      expect(path.dirname(writer.part)).toBe(writer.folder);
      expect(path.dirname(writer.folder)).toBe(os.tmpdir());
      expect(fs.readFileSync(writer.part, 'utf8')).toBe('plaintext audio');
      // While it runs, its folder is left alone.
      await removeOrphanedWorkCopies();
      expect(fs.existsSync(writer.part)).toBe(true);
      await new Promise<void>((resolve) => {
        writer.child.once('exit', () => resolve());
        writer.child.kill('SIGKILL');
      });
      await removeOrphanedWorkCopies();
      expect(fs.existsSync(writer.folder)).toBe(false);
    } finally {
      writer.child.kill('SIGKILL');
      fs.rmSync(writer.folder, { recursive: true, force: true });
    }
  });

  it('removes its folder when the process exits normally', async () => {
    const code = `
      import { useOwnTemporaryFolder } from ${JSON.stringify(MODULE)};
      console.log(useOwnTemporaryFolder());
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const folder = output.trim();
    expect(folder).toContain(`${path.sep}cadence-tmp-`);
    expect(fs.existsSync(folder)).toBe(false);
  });
});

describe('removeWorkCopiesAtExit', () => {
  it('removes the copies of a process killed outright, without waiting for a start', async () => {
    const incoming = fs.mkdtempSync(path.join(os.tmpdir(), 'reaper-incoming-'));
    const code = `
      import fs from 'node:fs';
      import path from 'node:path';
      import { makeWorkDir, ownedFileName, removeWorkCopiesAtExit } from ${JSON.stringify(MODULE)};
      removeWorkCopiesAtExit([${JSON.stringify(incoming)}]);
      const folder = await makeWorkDir('decode');
      fs.writeFileSync(path.join(folder, 'audio.wav'), 'plaintext audio');
      const arriving = path.join(${JSON.stringify(incoming)}, ownedFileName('upload1'));
      fs.writeFileSync(arriving, 'plaintext upload');
      // Another process's upload in the same folder is not this one's to remove.
      fs.writeFileSync(path.join(${JSON.stringify(incoming)}, 'otherhost-1-upload2'), 'theirs');
      console.log(JSON.stringify({ folder, arriving }));
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
    try {
      const { folder, arriving } = await new Promise<{ folder: string; arriving: string }>(
        (resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
          child.once('error', reject);
        },
      );
      expect(fs.existsSync(folder)).toBe(true);
      expect(fs.existsSync(arriving)).toBe(true);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
      const deadline = Date.now() + 5_000;
      while ((fs.existsSync(folder) || fs.existsSync(arriving)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fs.existsSync(folder)).toBe(false);
      expect(fs.existsSync(arriving)).toBe(false);
      expect(fs.readdirSync(incoming)).toEqual(['otherhost-1-upload2']);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(incoming, { recursive: true, force: true });
    }
  });
});
