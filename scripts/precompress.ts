import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text; images, fonts and media are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Under this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file
 * of `dir` over 1 KB, so the server sends them as they are, at no cost per request
 * (`@fastify/static`'s preCompressed). A compressed copy no smaller than its file is not
 * kept. Returns the files compressed.
 */
export function precompressDirectory(dir: string): string[] {
  const done: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
    done.push(file);
  }
  return done;
}

/** The Vite plugin: compresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cadence-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
