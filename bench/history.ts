/**
 * `npm run bench -- history`: what the dashboard's requests cost as a history grows (decisions
 * 188, 189). One user's sessions, each a ~400-word transcript with its word timings, are
 * inserted straight into the database, 10 and then 5,000 of them, and each request the
 * dashboard sends on load is timed against the running server at each size: the median of
 * ROUNDS reads after WARMUP reads. Then the history page's first page, and a walk through
 * every page. On PGlite, and on a fresh PostgreSQL database when DATABASE_URL is set. Prints
 * figures; asserts nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { recordings, users } from '../src/server/db/schema';
import { createUser, signInAs } from '../src/server/test/factories';
import { createTestDatabase, testConfig } from '../src/server/test/test-database';
import { startCadence, type RunningCadence } from '../src/server/start';
import { LOGIN_COOKIE } from '../src/server/modules/auth/login-cookie';

const SIZES = [10, 5_000];
const WARMUP = 5;
const ROUNDS = 15;
const WORDS = 400;
const BATCH = 250;

/** What the dashboard asks for when it opens, for a person with no goal (dashboard-page.tsx). */
const DASHBOARD_REQUESTS = [
  '/api/auth/me',
  '/api/user/practice-limit',
  '/api/user/stats',
  '/api/user/analysis-stats',
  '/api/goals/active',
  '/api/goals',
  '/api/goal-templates',
  '/api/daily-prompt',
  '/api/mastery/overview',
  '/api/mastery/skills',
  '/api/challenges/active',
  '/api/achievements',
  '/api/progress/crutch-phrases',
  '/api/recordings?limit=5',
];
/** The progress cards' 8 of them in one request (decision 188), as the dashboard now sends. */
const DASHBOARD_SUMMARY = '/api/dashboard';
/** What the dashboard sends on load now: the summary and the reads it does not cover. */
const SUMMARY_PARTS = [
  '/api/user/stats',
  '/api/user/analysis-stats',
  '/api/mastery/overview',
  '/api/mastery/skills',
  '/api/challenges/active',
  '/api/achievements',
  '/api/progress/crutch-phrases',
  '/api/recordings?limit=5',
];
const DASHBOARD_NOW = [
  ...DASHBOARD_REQUESTS.filter((path) => !SUMMARY_PARTS.includes(path)),
  DASHBOARD_SUMMARY,
];
/** The history page's first page (its default limit). */
const HISTORY_PAGE = '/api/recordings';

const VOCABULARY =
  'today I want to talk about how practice changes the way we speak in front of people and why small steps every day matter more than one big effort so let me start with a story'.split(
    ' ',
  );

function transcriptRow(userId: string, createdAt: Date) {
  const words = Array.from({ length: WORDS }, (_, index) => ({
    word: VOCABULARY[index % VOCABULARY.length] ?? 'word',
    start: index * 0.4,
    end: index * 0.4 + 0.3,
    confidence: 0.92,
  }));
  return {
    userId,
    transcript: words.map((word) => word.word).join(' '),
    wordTimestamps: words,
    duration: 175,
    wordCount: WORDS,
    practicePrompt: 'Describe your ideal weekend',
    recordingSource: 'live' as const,
    speakingType: 'practice' as const,
    analysisStatus: 'complete' as const,
    paceWpm: 137,
    speakingPace: 'moderate',
    fillerWords: 8,
    fillerPercentage: 2,
    detectedFillers: { um: 5, uh: 3 },
    paceScore: 7.5,
    fillerScore: 7,
    clarityScore: 7.8,
    confidenceLevel: 6.9,
    recommendations: ['Pause before your key points.'],
    createdAt,
    analysisCompletedAt: createdAt,
    // Counted as after a live analysis, so the crutch phrases read their steady state.
    phrasesCountedAt: createdAt,
  };
}

/** Brings the user's history to `size` sessions, the newest now, one every 2 hours before. */
async function growHistory(running: RunningCadence, userId: string, from: number, size: number) {
  const db = running.database.db;
  const now = Date.now();
  for (let start = from; start < size; start += BATCH) {
    const count = Math.min(BATCH, size - start);
    await db
      .insert(recordings)
      .values(
        Array.from({ length: count }, (_, offset) =>
          transcriptRow(userId, new Date(now - (start + offset) * 2 * 3_600_000)),
        ),
      );
  }
  await db.update(users).set({ totalSessions: size }).where(eq(users.id, userId));
  // As autovacuum leaves a table after a while: statistics to plan from, hint bits set.
  await db.execute(sql`vacuum analyze recordings`);
}

/**
 * GET `path`. Seeding on PGlite holds this process's event loop for a minute, so the server's
 * idle keep-alive sockets are closed under the client: a reset connection is tried once more.
 */
async function get(url: string, cookie: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { cookie } });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { headers: { cookie } });
  }
}

async function timeRequest(base: string, path: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    const started = performance.now();
    const response = await get(`${base}${path}`, cookie);
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    bytes = body.byteLength;
    if (round >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, bytes };
}

/** Every page of the history, as the page reads it when scrolled to the end. */
async function walkHistory(base: string, cookie: string) {
  const started = performance.now();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(`${base}${HISTORY_PAGE}${query}`, cookie);
    const page = (await response.json()) as { nextCursor: string | null };
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null);
  return { ms: performance.now() - started, pages };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function reportOn(label: string, databaseUrl: string | undefined) {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  const target = await createTestDatabase();
  if (saved !== undefined) process.env.DATABASE_URL = saved;
  const running = await startCadence({ config: testConfig(target), role: 'web' });
  try {
    const base = running.url ?? '';
    const user = await createUser(running.database.db);
    const cookie = `${LOGIN_COOKIE}=${await signInAs(running.database.db, user.id)}`;
    console.log(`\n${label}: the dashboard's requests, median of ${ROUNDS} after ${WARMUP}`);
    const results = new Map<string, { median: number; bytes: number }[]>();
    const totals: number[] = [];
    const totalsNow: number[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await growHistory(running, user.id, seeded, size);
      seeded = size;
      console.log(
        `  seeded ${size} sessions of ${WORDS} words in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      let total = 0;
      let totalNow = 0;
      for (const path of [...DASHBOARD_REQUESTS, DASHBOARD_SUMMARY, HISTORY_PAGE]) {
        const result = await timeRequest(base, path, cookie);
        results.set(path, [...(results.get(path) ?? []), result]);
        if (DASHBOARD_REQUESTS.includes(path)) total += result.median;
        if (DASHBOARD_NOW.includes(path)) totalNow += result.median;
        console.log(`    ${size} sessions: ${path.padEnd(32)}${ms(result.median)}`);
      }
      totals.push(total);
      totalsNow.push(totalNow);
    }
    const header = SIZES.map((size) => `${size} sessions`.padStart(20)).join('');
    console.log(`  ${'request'.padEnd(32)}${header}   ratio`);
    for (const [path, byPath] of results) {
      const cells = byPath
        .map((result) => `${ms(result.median)} ${String(result.bytes).padStart(7)} B`)
        .join('  ');
      const ratio = (byPath.at(-1)?.median ?? 0) / Math.max(byPath[0]?.median ?? 1, 0.001);
      console.log(`  ${path.padEnd(32)}${cells}   ${ratio.toFixed(2)}x`);
    }
    const sum = (label: string, values: number[]) => {
      const ratio = (values.at(-1) ?? 0) / Math.max(values[0] ?? 1, 0.001);
      const cells = values.map((value) => `${ms(value)}          `).join('  ');
      console.log(`  ${label.padEnd(32)}${cells}   ${ratio.toFixed(2)}x`);
    };
    sum(`${DASHBOARD_REQUESTS.length} separate reads, in turn`, totals);
    sum(`the ${DASHBOARD_NOW.length} it sends, in turn`, totalsNow);
    const walk = await walkHistory(base, cookie);
    console.log(
      `  every page of ${seeded} sessions (${walk.pages} pages): ${(walk.ms / 1000).toFixed(2)} s`,
    );
  } finally {
    await running.stop();
    await target.cleanup();
  }
}

export async function reportHistory() {
  await reportOn('PGlite (embedded)', undefined);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await reportOn('PostgreSQL', serverUrl);
}
