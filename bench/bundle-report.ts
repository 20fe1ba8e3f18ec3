/**
 * `npm run bench -- bundle`: what each main page downloads as JavaScript, gzipped (level 9,
 * as the web-performance check counts), and which packages it is made of. Builds the client
 * into a folder of its own with Vite's manifest, then for each page follows the chunks it
 * loads up front: index.html's entry and modulepreloads, the page's lazy chunks and their
 * static imports. Each chunk's gzip is shared among the sources its sourcemap maps bytes to,
 * by their share of the chunk's bytes: node_modules code under its package's name, Cadence's
 * own under "app".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const KIB = 1024;

/**
 * The lazy modules each page loads before it is whole, by their path under src/client (the
 * manifest's keys). A signed-in visitor's header and the schema of the current user come
 * with every signed-in page; the toasts' host follows the first paint on every page.
 */
const TOASTER = 'components/ui/toaster.tsx';
const SIGNED_IN = ['components/layout/signed-in-header.tsx', TOASTER];
export const PAGES: ReadonlyArray<{ page: string; who: string; lazy: string[] }> = [
  { page: '/', who: 'guest', lazy: [] },
  { page: '/record', who: 'guest', lazy: ['app/routes/practice-page.tsx', TOASTER] },
  { page: '/record', who: 'signed in', lazy: ['app/routes/practice-page.tsx', ...SIGNED_IN] },
  { page: '/dashboard', who: 'signed in', lazy: ['app/routes/dashboard-page.tsx', ...SIGNED_IN] },
  { page: '/recordings', who: 'signed in', lazy: ['app/routes/recordings-page.tsx', ...SIGNED_IN] },
  { page: '/settings', who: 'signed in', lazy: ['app/routes/settings-page.tsx', ...SIGNED_IN] },
  {
    page: '/coach-dashboard',
    who: 'coach',
    lazy: ['app/routes/coach-dashboard-page.tsx', ...SIGNED_IN],
  },
  { page: '/pricing', who: 'guest', lazy: ['app/routes/pricing-page.tsx', TOASTER] },
  { page: '/features', who: 'guest', lazy: ['app/routes/features-page.tsx', TOASTER] },
];

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The chunk files a set of manifest keys loads: each key's file and its static imports. */
export function chunksOf(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a sourcemap's mappings into [generated column, source index] pairs. */
function decodeLine(line: string, state: { source: number }): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) state.source += fields[1] ?? 0;
    segments.push([column, fields.length >= 4 ? state.source : -1]);
  }
  return segments;
}

/** Whose code a source is: a node_modules package's name, or "app". */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return 'app';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? 'app');
}

/** A chunk's gzipped size, shared among packages by the bytes its sourcemap gives each. */
function chunkByPackage(
  dir: string,
  file: string,
): { gzip: number; packages: Map<string, number> } {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = path.join(dir, `${file}.map`);
  const bytes = new Map<string, number>();
  const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  if (!fs.existsSync(mapFile)) {
    add('(no sourcemap)', code.length);
  } else {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const lines = code.split('\n');
    const state = { source: 0 };
    map.mappings.split(';').forEach((mapped, index) => {
      const text = lines[index] ?? '';
      const segments = decodeLine(mapped, state);
      let unmapped = segments.length > 0 ? (segments[0]?.[0] ?? 0) : text.length;
      segments.forEach(([column, source], at) => {
        const end = segments[at + 1]?.[0] ?? text.length;
        const name = source >= 0 ? packageOf(map.sources[source] ?? '') : null;
        if (name) add(name, end - column);
        else unmapped += end - column;
      });
      // Glue the bundler wrote (imports, exports, the runtime) counts as the app's.
      add('app', unmapped);
    });
  }
  const total = [...bytes.values()].reduce((sum, count) => sum + count, 0) || 1;
  const packages = new Map([...bytes].map(([name, count]) => [name, (gzip * count) / total]));
  return { gzip, packages };
}

export type PageReport = {
  page: string;
  who: string;
  files: number;
  gzip: number;
  packages: Array<[string, number]>;
};

/** Each page's gzipped JavaScript and its packages, from a build with a manifest in `dir`. */
export function pageReports(dir: string): PageReport[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const cache = new Map<string, ReturnType<typeof chunkByPackage>>();
  const measure = (file: string) => {
    const known = cache.get(file) ?? chunkByPackage(dir, file);
    cache.set(file, known);
    return known;
  };
  return PAGES.map(({ page, who, lazy }) => {
    const files = chunksOf(manifest, ['index.html', ...lazy]);
    const packages = new Map<string, number>();
    let gzip = 0;
    for (const file of files) {
      const chunk = measure(file);
      gzip += chunk.gzip;
      for (const [name, size] of chunk.packages)
        packages.set(name, (packages.get(name) ?? 0) + size);
    }
    return {
      page,
      who,
      files: files.length,
      gzip,
      packages: [...packages].sort((a, b) => b[1] - a[1]),
    };
  });
}

/** Builds the client into a temporary folder, with a manifest and sourcemaps. */
async function buildClient(outDir: string) {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  });
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

export async function reportBundle() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bundle-'));
  try {
    await buildClient(outDir);
    console.log('\nJavaScript each page loads up front, gzip -9 (bars: / 100 KiB, /record and');
    console.log('/dashboard 180 KiB), by package (under 0.5 KiB summed as "others")');
    for (const report of pageReports(outDir)) {
      console.log(
        `\n${report.page} (${report.who})`.padEnd(32) +
          `${kib(report.gzip).padStart(10)} in ${report.files} files`,
      );
      let others = 0;
      for (const [name, size] of report.packages) {
        if (size < KIB / 2) others += size;
        else console.log(`  ${name.padEnd(30)}${kib(size).padStart(10)}`);
      }
      if (others > 0) console.log(`  ${'others'.padEnd(30)}${kib(others).padStart(10)}`);
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await reportBundle();
