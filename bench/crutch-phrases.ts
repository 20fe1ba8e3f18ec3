/**
 * `node --import tsx bench/crutch-phrases.ts [sessions]`: prints figures, asserts nothing.
 * How long GET /api/progress/crutch-phrases's use case takes for a person with many analysed
 * sessions (default 500), on a fresh embedded database (or DATABASE_URL's PostgreSQL):
 * - counted: every session counted as it was analysed (the steady state);
 * - older: the same sessions analysed before the feature, so the first asks count them
 *   (UNCOUNTED_SESSIONS_PER_REQUEST a request) until none are left.
 * Each session is 3 minutes of ~400 words with fillers, hedges and a repeated phrase.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openEmbeddedDatabase, openPostgresDatabase } from '../src/server/db/client';
import { recordingPhraseCounts, recordings } from '../src/server/db/schema';
import {
  UNCOUNTED_SESSIONS_PER_REQUEST,
  getCrutchPhrases,
} from '../src/server/modules/progress/crutch-phrases/get-crutch-phrases';
import { recountRecordingPhrases } from '../src/server/modules/progress/crutch-phrases/recount-recording-phrases';
import { createUser } from '../src/server/test/factories';

const SESSIONS = Number(process.argv[2] ?? 500);
const SAMPLES = 20;
const DAY = 24 * 60 * 60 * 1000;

const SENTENCES = [
  'I think the plan works and we should ship it on time',
  'to be honest the numbers look better than last quarter',
  'maybe we could try a different approach with the team',
  'the customers asked for a simpler way to share their work',
  'at the end of the day we want people to enjoy the product',
  'I guess the launch went well and the feedback was kind',
];

function words(session: number) {
  const text: string[] = [];
  for (let i = 0; text.length < 400; i += 1) {
    text.push(...(SENTENCES[(session + i) % SENTENCES.length] ?? '').split(' '));
  }
  return text.map((word, index) => ({
    word,
    start: index * 0.45,
    end: index * 0.45 + 0.35,
    confidence: 0.9,
  }));
}

const ms = (start: number) => performance.now() - start;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-crutch-'));
  const handle = process.env.DATABASE_URL
    ? await openPostgresDatabase(process.env.DATABASE_URL)
    : await openEmbeddedDatabase(dataDir);
  try {
    await handle.migrate();
    const { db } = handle;
    const user = await createUser(db);
    const start = Date.now() - SESSIONS * DAY;
    const rows = Array.from({ length: SESSIONS }, (_, index) => ({
      userId: user.id,
      analysisStatus: 'complete' as const,
      duration: 180,
      wordCount: 400,
      detectedFillers: { um: 3 + (index % 5), uh: 1 + (index % 3), like: index % 4 },
      wordTimestamps: words(index),
      createdAt: new Date(start + index * DAY),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await db.insert(recordings).values(rows.slice(i, i + 100));
    }

    // Older sessions: counted by the first asks.
    const asks: number[] = [];
    for (;;) {
      const began = performance.now();
      const answer = await getCrutchPhrases(db, user.id);
      asks.push(ms(began));
      if (answer.sessionsPending === 0) break;
    }
    console.log(
      `${SESSIONS} older sessions: ${asks.length} asks to count them all ` +
        `(${UNCOUNTED_SESSIONS_PER_REQUEST} a request), first ${asks[0]?.toFixed(0)} ms, ` +
        `median ${median(asks.slice(0, -1)).toFixed(0)} ms`,
    );

    // One recount on its own (an analysis completing, a filler corrected).
    const [first] = await db
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.userId, user.id))
      .limit(1);
    const recounts: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const began = performance.now();
      await recountRecordingPhrases(db, first?.id ?? '');
      recounts.push(ms(began));
    }
    console.log(`recount of one 400-word session: median ${median(recounts).toFixed(1)} ms`);

    // The steady state: everything counted.
    const reads: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const began = performance.now();
      await getCrutchPhrases(db, user.id);
      reads.push(ms(began));
    }
    const counted = await db.$count(
      recordingPhraseCounts,
      eq(recordingPhraseCounts.userId, user.id),
    );
    console.log(
      `GET with ${SESSIONS} counted sessions (${counted} phrase rows): ` +
        `median ${median(reads).toFixed(1)} ms, max ${Math.max(...reads).toFixed(1)} ms ` +
        `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
