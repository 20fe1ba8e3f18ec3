import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, sessions } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { pruneLoginsJob } from './prune-logins-job';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sessions.prune', () => {
  it('deletes expired logins and codes, through the queue, and keeps live ones', async () => {
    const user = await createUser(server.db);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await server.db.insert(sessions).values([
      { sid: 'expired-login', sess: {}, expire: past, userId: user.id },
      { sid: 'live-login', sess: {}, expire: future, userId: user.id },
    ]);
    await server.db.insert(emailVerifications).values([
      { email: 'old@example.com', name: 'Old', verificationCode: 'h', expiresAt: past },
      { email: 'new@example.com', name: 'New', verificationCode: 'h', expiresAt: future },
    ]);

    const queue = server.running.queue;
    const id = await queue.enqueue(pruneLoginsJob, {});
    const output = await queue.waitForResult(pruneLoginsJob, id, 20_000);
    expect(output).toEqual({ logins: 1, verifications: 1 });

    const sids = (await server.db.select().from(sessions)).map((row) => row.sid);
    expect(sids).toContain('live-login');
    expect(sids).not.toContain('expired-login');
    const emails = (await server.db.select().from(emailVerifications)).map((row) => row.email);
    expect(emails).toEqual(['new@example.com']);
  });
});
