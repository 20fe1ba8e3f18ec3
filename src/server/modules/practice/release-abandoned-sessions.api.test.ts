import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createScoredRecording } from '../../test/progress-factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { releaseAbandonedSessionsJob } from './release-abandoned-sessions-job';
import { renewLedgerClaim } from './practice-ledger-repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('practice.release-abandoned-sessions', () => {
  it('gives back only sessions whose claim ran out with nothing made of them', async () => {
    const user = await createUser(server.db);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    const recording = await createScoredRecording(server.db, user.id);
    const entries = await server.db
      .insert(practiceSessions)
      .values([
        // The request's process died: the claim ran out, no recording, no job.
        { userId: user.id, claimedUntil: past },
        // Still being analysed: the request renews its claim.
        { userId: user.id, claimedUntil: past },
        { userId: user.id, claimedUntil: future },
        // Never claimed (a live session's), or finished.
        { userId: user.id },
        { userId: user.id, claimedUntil: past, recordingId: recording.id },
      ])
      .returning();
    const [dead, renewed, running, live, finished] = entries;
    await renewLedgerClaim(server.db, renewed!.id, future);

    const queue = server.running.queue;
    const id = await queue.enqueue(releaseAbandonedSessionsJob, {});
    expect(await queue.waitForResult(releaseAbandonedSessionsJob, id, 20_000)).toEqual({
      released: 1,
    });
    const left = (
      await server.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id))
    ).map((row) => row.id);
    expect(left).not.toContain(dead!.id);
    expect(left).toEqual(
      expect.arrayContaining([renewed!.id, running!.id, live!.id, finished!.id]),
    );
  });
});
