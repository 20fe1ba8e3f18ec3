/**
 * Lighthouse (mobile preset, its default) on the landing page and a signed-in person's
 * dashboard, with Debian's Chromium. Prints each category's score and the load metrics, the
 * median of a few runs by Performance (Lighthouse's own advice: one run varies by several
 * points). Lighthouse is a benchmark's tool, not the app's: it is installed on first use into
 * `.cache/lighthouse` (from the npm registry, pinned), so `npm ci` stays lean. Version 12.2.3:
 * 13 wants Node 22.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnCadence, waitForListening } from '../src/server/test/processes';
import { settledReaderCookie } from './sign-in';

const LIGHTHOUSE_VERSION = '12.2.3';
const LIGHTHOUSE_DIR = path.resolve('.cache/lighthouse');
const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Category {
  score: number | null;
}
interface Audit {
  numericValue?: number;
}
interface Result {
  lhr: {
    categories: Record<(typeof CATEGORIES)[number], Category>;
    audits: Record<string, Audit>;
    runtimeError?: { message: string };
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<Result | undefined>;
interface Launched {
  port: number;
  kill(): Promise<void> | void;
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<Launched>;

function moduleEntry(name: string, entry: string) {
  return pathToFileURL(path.join(LIGHTHOUSE_DIR, 'node_modules', name, entry)).href;
}

/** Lighthouse and its Chrome launcher, installed into the cache when missing. */
async function loadLighthouse(): Promise<{ run: RunLighthouse; launch: LaunchChrome }> {
  const installed = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json');
  const version = fs.existsSync(installed)
    ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version
    : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${LIGHTHOUSE_DIR}`);
    fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        LIGHTHOUSE_DIR,
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const lighthouse = (await import(moduleEntry('lighthouse', 'core/index.js'))) as {
    default: RunLighthouse;
  };
  const launcher = (await import(moduleEntry('chrome-launcher', 'dist/index.js'))) as {
    launch: LaunchChrome;
  };
  return { run: lighthouse.default, launch: launcher.launch };
}

interface Scores {
  categories: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(
  tools: { run: RunLighthouse; launch: LaunchChrome },
  url: string,
  cookie?: string,
): Promise<Scores> {
  const chrome = await tools.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await tools.run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    const score = (name: (typeof CATEGORIES)[number]) =>
      Math.round((result.lhr.categories[name].score ?? 0) * 100);
    const metric = (name: string) => result.lhr.audits[name]?.numericValue ?? Number.NaN;
    return {
      categories: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP):
 * such a run is tried again, up to three times, and says so.
 */
async function auditWithRetries(
  tools: { run: RunLighthouse; launch: LaunchChrome },
  url: string,
  cookie?: string,
): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(tools, url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${url}: ${(error as Error).message}; trying again)`);
    }
  }
}

function printScores(title: string, runs: readonly Scores[]) {
  const sorted = [...runs].sort((a, b) => a.categories.performance - b.categories.performance);
  const median = sorted[Math.floor(sorted.length / 2)] as Scores;
  const { categories } = median;
  console.log(
    `${title.padEnd(22)} Performance ${String(categories.performance).padStart(3)} ` +
      `(runs ${runs.map((run) => run.categories.performance).join(', ')})   ` +
      `Accessibility ${categories.accessibility}   Best Practices ${categories['best-practices']}   ` +
      `SEO ${categories.seo}   LCP ${(median.lcpMs / 1000).toFixed(2)} s   ` +
      `TBT ${Math.round(median.tbtMs)} ms   CLS ${median.cls.toFixed(3)}`,
  );
}

/** The landing page as a visitor, the dashboard as a signed-in person; mobile preset. */
export async function reportLighthouse() {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`lighthouse: skipped, no ${CHROMIUM} (npm start's set-up installs it)`);
    return;
  }
  const tools = await loadLighthouse();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-lighthouse-'));
  const proc = spawnCadence([], { DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const base = await waitForListening(proc);
    const cookie = await settledReaderCookie(base);
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, Chromium; median of ${RUNS}:`);
    for (const [title, url, withCookie] of [
      ['landing page /', `${base}/`, undefined],
      ['dashboard /dashboard', `${base}/dashboard`, cookie],
    ] as const) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetries(tools, url, withCookie));
      printScores(title, runs);
    }
  } finally {
    await proc.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await reportLighthouse();
}
