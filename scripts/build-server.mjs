#!/usr/bin/env node
// Compiles the server to JavaScript in dist/server (decision 190): `npm start` and the worker
// role run that, not TypeScript through tsx, whose loader doubled the import time. One bundle
// of Cadence's own code (src/server, src/shared, with the @shared aliases of tsconfig.json);
// packages stay in node_modules, imported as they are (native, optional and WebAssembly
// modules find their files there). Modules imported on first use (`await import`) become
// chunks of their own, read only when used.
// Plain JavaScript: scripts/setup.mjs runs it on a fresh clone before anything else is built.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(ROOT, 'dist', 'server');
/** What the compiled server is made of: a change to any of these builds it again. */
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
export const SERVER_STAMP = '.build-hash';

/**
 * Code that finds files beside itself (`new URL('./migrations', import.meta.url)`) keeps
 * finding them from the bundle: each file's `import.meta.url` becomes its source file's
 * address, taken relative to the bundle's folder so the clone may move.
 */
function sourceUrlPlugin(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const contents = text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

const MANIFEST = '.build-files';

/**
 * Builds into `outdir` (dist/server unless told); gives the files written. A server started
 * from the previous build may still import its chunks on first use (decision 190), so that
 * build's files stay; older ones go.
 */
export async function buildServer(outdir = SERVER_OUT) {
  const esbuild = await import('esbuild');
  const manifest = path.join(outdir, MANIFEST);
  const previous = fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8').split('\n') : [];
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/server/main.ts',
      // Whisper runs in a process of its own (whisper-process.ts), started from this file.
      'whisper-worker': 'src/server/speech/engines/whisper-worker.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Errors and logs keep the names of classes and functions the source gave them.
    keepNames: true,
    sourcemap: 'linked',
    define: { 'import.meta.compiled': 'true' },
    plugins: [sourceUrlPlugin(outdir)],
    logLevel: 'warning',
    metafile: true,
  });
  const written = Object.keys(result.metafile.outputs).map((file) =>
    path.relative(outdir, path.resolve(ROOT, file)),
  );
  const kept = new Set([...written, ...previous, MANIFEST, SERVER_STAMP]);
  for (const name of fs.readdirSync(outdir)) {
    if (!kept.has(name)) fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
  }
  fs.writeFileSync(manifest, written.join('\n'));
  return written;
}

/**
 * The sources' fingerprint: path, size and modification time of every file SERVER_SOURCES
 * names. Reading the files' stats, not their contents, keeps `npm start`'s check to a few
 * milliseconds; a file touched without a change only costs a build (under a second).
 */
export function serverSourcesState() {
  const hash = createHash('sha256');
  const visit = (target) => {
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) {
      hash.update(`${path.relative(ROOT, target)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const p of SERVER_SOURCES) visit(path.join(ROOT, p));
  return hash.digest('hex');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_OUT;
  const files = await buildServer(outdir);
  fs.writeFileSync(path.join(outdir, SERVER_STAMP), serverSourcesState());
  console.log(`[build] server: ${files.length} files in ${path.relative(ROOT, outdir)}`);
}
