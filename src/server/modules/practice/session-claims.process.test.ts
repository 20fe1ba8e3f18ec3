import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceLimitSchema } from '@shared/recordings/schemas';
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
 * A process killed (SIGKILL) while it analyses an upload in the request: the session it had
 * admitted is given back, as the docs promise of a session that ends without a recording
 * (decision 166). Embedded, the next start gives back every claim (no other process can hold
 * one); on PostgreSQL, the claims that ran out.
 */
describe('a crash during an analysis in its request', () => {
  const dir = tempDir('claims');
  const CLAIM_SECONDS = 2;
  let target: TestDatabaseTarget;
  let port = 0;
  let current: CadenceProcess | null = null;
  const start = async () => {
    current = spawnCadence(['--role', 'all'], {
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir }),
      TRANSCRIBE_SYNC_MAX_SECONDS: '600',
      PRACTICE_CLAIM_SECONDS: String(CLAIM_SECONDS),
      RATE_LIMIT_ADDRESS_SCALE: '1000',
    });
    // The port changes with each start: the process picks a free one and prints it.
    port = Number(new URL(await waitForListening(current)).port);
  };
  const http = processHttp(() => port);
  const practiceCount = async (session: string) =>
    practiceLimitSchema.parse(
      await (await http.request('/api/user/practice-limit', { session })).json(),
    ).practiceCount;

  beforeAll(async () => {
    target = await createTestDatabase();
    await start();
  });
  afterAll(async () => {
    await current?.stop();
    await target?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the session back after a restart', async () => {
    // About 45 s of real speech: seconds of analysis in the request, time enough to kill it.
    const list = path.join(dir, 'list.txt');
    fs.writeFileSync(list, Array.from({ length: 5 }, () => `file '${LIBRIVOX_CLIP}'`).join('\n'));
    const long = path.join(dir, 'long.wav');
    ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ar', '16000', '-ac', '1', long);

    const { session } = await signUpAndVerify(http);
    const body = transcribeForm(wavUpload(fs.readFileSync(long), 'long.wav'));
    const answer = http.request('/api/transcribe', { method: 'POST', body, session }).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    // Admitted (counted) and being analysed: then the process dies.
    const deadline = Date.now() + 60_000;
    while ((await practiceCount(session)) === 0) {
      if (Date.now() > deadline) throw new Error(`never admitted: ${await answer}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    current?.child.kill('SIGKILL');
    await current?.exited;
    expect(await answer).toBe('no answer');

    // Past the claim, as a process on PostgreSQL that came back later would find it.
    await new Promise((resolve) => setTimeout(resolve, (CLAIM_SECONDS + 1) * 1000));
    await start();
    expect(await practiceCount(session)).toBe(0);
    const recordings = (await (await http.request('/api/recordings', { session })).json()) as {
      items: unknown[];
    };
    expect(recordings.items).toEqual([]);
  }, 180_000);
});
