import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/test-server';
import { pruneRateLimitsJob } from './prune-rate-limits-job';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('rate-limits.prune', () => {
  it('deletes counters whose window has ended, through the queue, and keeps open ones', async () => {
    const now = Date.now();
    await server.db.insert(rateLimitCounters).values([
      {
        key: 'signIn:account:ended',
        windowStart: new Date(now - 20 * 60_000),
        count: 9,
        expiresAt: new Date(now - 5 * 60_000),
      },
      {
        key: 'signIn:account:open',
        windowStart: new Date(now - 60_000),
        count: 9,
        expiresAt: new Date(now + 14 * 60_000),
      },
    ]);

    const queue = server.running.queue;
    const id = await queue.enqueue(pruneRateLimitsJob, {});
    expect(await queue.waitForResult(pruneRateLimitsJob, id, 20_000)).toEqual({ counters: 1 });

    const keys = (await server.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('signIn:account:open');
    expect(keys).not.toContain('signIn:account:ended');
  });
});
