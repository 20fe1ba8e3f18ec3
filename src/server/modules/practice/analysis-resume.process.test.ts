import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncJobReplySchema, jobStatusSchema } from '@shared/recordings/schemas';
import { openEmbeddedDatabase, openPostgresDatabase } from '../../db/client';
import { jobs } from '../../db/schema';
import { QUEUE_SCHEMA } from '../../jobs/queue';
import { isOwnedBy } from '../../lib/work-dir';
import { incomingDirOf } from './receive-upload';
import { signUpAndVerify } from '../../test/auth-helpers';
import {
  processHttp,
  spawnCadence,
  waitForListening,
  type CadenceProcess,
} from '../../test/processes';
import { createTestDatabase, type TestDatabaseTarget } from '../../test/test-database';
import { transcribeForm, wavUpload } from '../../test/recording-helpers';
import { LIBRIVOX_CLIP, ffmpeg, tempDir } from '../../speech/test/fixtures';

/**
 * A worker killed in the middle of a long analysis (SIGKILL: no clean-up at all). Its
 * children die with it; after a restart no plaintext copy of the recording remains, the job
 * expires, pg-boss retries it, and the new run resumes from the chunks the dead one had
 * checkpointed.
 *
 * The job keeps its production expiry (minutes). Waiting for it would make the test wait on
 * the clock, and a short one (it was 40 s) expired the resumed run too on a loaded machine; so
 * the test ages the dead run in the queue's table instead, as if its expiry had passed.
 */
/** Running programs whose command line names a working copy of process `pid`. */
function programsReading(pid: number): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const command = (() => {
      try {
        return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    })();
    const names = command.flatMap((arg) => arg.split(path.sep));
    if (names.some((name) => isOwnedBy(name, pid))) found.push(command.join(' '));
  }
  return found;
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe('an analysis job survives its worker being killed', () => {
  const dir = tempDir('resume');
  let target: TestDatabaseTarget;
  let port = 0;
  let current: CadenceProcess | null = null;
  const env = () => ({
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir }),
    TRANSCRIBE_SYNC_MAX_SECONDS: '1',
    ANALYSIS_JOB_RETRY_DELAY_SECONDS: '1',
    QUEUE_MAINTENANCE_SECONDS: '1',
    RATE_LIMIT_ADDRESS_SCALE: '1000',
  });
  const start = async () => {
    current = spawnCadence(['--role', 'all'], env());
    // The port changes with each start: the process picks a free one and prints it.
    port = Number(new URL(await waitForListening(current)).port);
  };
  const http = processHttp(() => port);

  /** Plaintext working copies (folders and arriving uploads) made by process `pid`. */
  const copiesOf = (pid: number) => {
    const incoming = incomingDirOf(path.join(dataDir(), 'media'));
    return [os.tmpdir(), incoming].flatMap((folder) =>
      (fs.existsSync(folder) ? fs.readdirSync(folder) : []).filter((name) => isOwnedBy(name, pid)),
    );
  };
  // On PostgreSQL the processes keep media in the default ./data.
  const dataDir = () => (target.databaseUrl ? path.resolve('data') : target.dataDir);
  const openDatabase = () =>
    target.databaseUrl
      ? openPostgresDatabase(target.databaseUrl, { applicationName: 'resume-test' })
      : openEmbeddedDatabase(target.dataDir);

  /** Moves the start of analysis job `id`'s running attempt a day back: its expiry has passed. */
  const ageRunningJob = async (id: string) => {
    const database = await openDatabase();
    try {
      const aged = await database.sql.executeSql(
        `update ${QUEUE_SCHEMA}.job set started_on = started_on - interval '1 day'
          where data->>'jobId' = $1 and state = 'active' returning id`,
        [id],
      );
      expect(aged.rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    target = await createTestDatabase();
    await start();
  });
  afterAll(async () => {
    await current?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('resumes from its last checkpoint after a restart', async () => {
    // About 1.5 minutes of real speech: three chunks of ~30 s, two transcribed at a time.
    const silence = path.join(dir, 'gap.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '1.5', silence);
    const list = path.join(dir, 'list.txt');
    fs.writeFileSync(
      list,
      Array.from({ length: 10 }, () => `file '${LIBRIVOX_CLIP}'\nfile '${silence}'`).join('\n'),
    );
    const long = path.join(dir, 'long.wav');
    ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ar', '16000', '-ac', '1', long);

    const { session } = await signUpAndVerify(http);
    const body = transcribeForm(wavUpload(fs.readFileSync(long), 'long.wav'));
    const response = await http.request('/api/transcribe', { method: 'POST', body, session });
    expect(response.status).toBe(202);
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const status = async () =>
      jobStatusSchema.parse(await (await http.request(`/api/jobs/${jobId}`, { session })).json());

    // Wait for the first checkpointed chunk (progress passes 5 + 80 / 3 = 32), then kill.
    const deadline = Date.now() + 120_000;
    let before = await status();
    while (before.progress < 32 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await status();
    }
    expect(before.status).toBe('processing');
    const deadPid = current?.child.pid ?? 0;
    expect(copiesOf(deadPid).length).toBeGreaterThan(0);
    current?.child.kill('SIGKILL');
    await current?.exited;
    // Its pocketsphinx and ffmpeg children die with it, and its plaintext copies go at once.
    expect(await until(() => programsReading(deadPid).length === 0, 10_000)).toBe(true);
    expect(await until(() => copiesOf(deadPid).length === 0, 10_000)).toBe(true);

    // The dead run is still 'active' in the queue; its expiry passes while the worker is down.
    await ageRunningJob(jobId);
    await start();
    expect(copiesOf(deadPid)).toEqual([]);
    let after = await status();
    while (!['completed', 'failed', 'dead_letter'].includes(after.status)) {
      if (Date.now() > deadline + 150_000) throw new Error(`stuck: ${JSON.stringify(after)}`);
      // Progress never goes back, even across the crash.
      expect(after.progress).toBeGreaterThanOrEqual(before.progress);
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await status();
    }
    expect(after.status).toBe('completed');
    // Every chunk is in it (each holds about 80 of the ~240 words read).
    expect(after.result?.wordCount).toBeGreaterThan(180);
    // However many runs there were, one recording came of it.
    const recordings = (await (await http.request('/api/recordings', { session })).json()) as {
      items: unknown[];
    };
    expect(recordings.items).toHaveLength(1);
    await current?.stop();
    current = null;

    const database = await openDatabase();
    try {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
      // The dead run and the one that resumed it.
      expect(row?.processingAttempts).toBe(2);
      const checkpoint = row?.checkpointData as { resumedChunks?: number };
      expect(checkpoint.resumedChunks).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
    // Two starts and a transcription: minutes under the load of the whole suite.
  }, 300_000);
});
