import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readZipEntry, zipEntryNames, ZipError } from './zip-entry';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-entry-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An archive made by Python's zipfile, as wheels are: one file stored, one deflated. */
function pythonZip(): Buffer {
  const file = path.join(dir, 'made.zip');
  const script = [
    'import sys, zipfile',
    'z = zipfile.ZipFile(sys.argv[1], "w")',
    'z.writestr(zipfile.ZipInfo("pkg/stored.txt"), "kept as it is")',
    'z.writestr("pkg/model.bin", bytes(range(256)) * 400, compress_type=zipfile.ZIP_DEFLATED)',
    'z.comment = b"a comment at the end"',
    'z.close()',
  ].join('\n');
  execFileSync('python3', ['-c', script, file]);
  return fs.readFileSync(file);
}

describe('readZipEntry', () => {
  it('reads stored and deflated files by name, and nothing for a name it lacks', () => {
    const zip = pythonZip();
    expect(zipEntryNames(zip)).toEqual(['pkg/stored.txt', 'pkg/model.bin']);
    expect(readZipEntry(zip, 'pkg/stored.txt')?.toString()).toBe('kept as it is');
    const model = readZipEntry(zip, 'pkg/model.bin');
    expect(model?.length).toBe(256 * 400);
    expect(model?.[257]).toBe(1);
    expect(readZipEntry(zip, 'pkg/other.bin')).toBeNull();
  });

  it('refuses a partial download or another file with a clear error', () => {
    const zip = pythonZip();
    expect(() => readZipEntry(zip.subarray(0, zip.length - 60), 'pkg/model.bin')).toThrow(ZipError);
    expect(() => readZipEntry(Buffer.from('not a zip at all, but long enough'), 'x')).toThrow(
      /no end of central directory/,
    );
  });
});
