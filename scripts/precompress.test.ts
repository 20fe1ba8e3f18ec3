import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files over 1 KB, in every folder', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'const a = 1;\n'.repeat(200);
    const html = `<!doctype html>${'<p>practice</p>'.repeat(100)}`;
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    const done = precompressDirectory(dir).map((file) => path.relative(dir, file));
    expect(done.sort()).toEqual([path.join('assets', 'app.js'), 'index.html']);
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('assets/app.js.br')).toString()).toBe(script);
    expect(zlib.gunzipSync(read('assets/app.js.gz')).toString()).toBe(script);
    expect(zlib.brotliDecompressSync(read('index.html.br')).toString()).toBe(html);
    expect(read('assets/app.js.br').length).toBeLessThan(script.length / 10);
    // Small files and images are left as they are.
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'photo.png.gz'))).toBe(false);
  });
});
