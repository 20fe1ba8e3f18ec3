import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from './db/client';
import { LOGIN_COOKIE } from './modules/auth/login-cookie';
import { createUser, signInAs } from './test/factories';
import { createTestDatabase, type TestDatabaseTarget } from './test/test-database';
import {
  spawnCadence,
  waitForListening,
  waitForOutput,
  type CadenceProcess,
} from './test/processes';

/**
 * The scaled deployment on one machine: two web processes and one worker that share only
 * PostgreSQL. Runs when DATABASE_URL is set (CI's second pass).
 */
describe.skipIf(!process.env.DATABASE_URL)('scaled mode on PostgreSQL', () => {
  let target: TestDatabaseTarget;
  const processes: CadenceProcess[] = [];
  let webA = '';
  let webB = '';
  let worker: CadenceProcess;

  beforeAll(async () => {
    target = await createTestDatabase();
    const env = { DATABASE_URL: target.databaseUrl ?? '' };
    const a = spawnCadence(['--role', 'web'], env);
    const b = spawnCadence(['--role', 'web'], env);
    worker = spawnCadence(['--role', 'worker'], env);
    processes.push(a, b, worker);
    [webA, webB] = await Promise.all([
      waitForListening(a),
      waitForListening(b),
      waitForOutput(worker, /role worker on PostgreSQL/),
    ]);
  });

  afterAll(async () => {
    const codes = await Promise.all(processes.map((p) => p.stop()));
    await target?.cleanup();
    // Each process shuts down gracefully on SIGTERM.
    expect(codes, processes.map((p) => p.output()).join('\n')).toEqual([0, 0, 0]);
  });

  it('accepts on one web process a login created through the other', async () => {
    const database = await openPostgresDatabase(target.databaseUrl ?? '');
    const user = await createUser(database.db);
    const token = await signInAs(database.db, user.id);
    await database.close();
    const cookie = `${LOGIN_COOKIE}=${token}`;
    const onA = await (await fetch(`${webA}/api/auth/me`, { headers: { cookie } })).json();
    const onB = await (await fetch(`${webB}/api/auth/me`, { headers: { cookie } })).json();
    expect(onA.user.id).toBe(user.id);
    expect(onB.user.id).toBe(user.id);
    expect(onB.sessionId).toBe(onA.sessionId);
  });

  it('refuses a change on one web process at once after sign-out on the other', async () => {
    const database = await openPostgresDatabase(target.databaseUrl ?? '');
    const user = await createUser(database.db);
    const cookie = `${LOGIN_COOKIE}=${await signInAs(database.db, user.id)}`;
    await database.close();
    // Both processes read the login, so each keeps a copy (decision 192).
    for (const web of [webA, webB]) {
      const read = await (await fetch(`${web}/api/auth/me`, { headers: { cookie } })).json();
      expect(read.user.id).toBe(user.id);
    }
    const signOut = await fetch(`${webA}/api/auth/signout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(signOut.status).toBe(200);
    // B may answer a read from its copy for up to LOGIN_CACHE_MS; a change reads the database.
    const change = await fetch(`${webB}/api/auth/preferences`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ deleteAudioAfterAnalysis: true }),
    });
    expect(change.status).toBe(401);
  });

  it('has a job enqueued through a web process completed by the worker', async () => {
    const health = await (await fetch(`${webA}/api/health`)).json();
    expect(health).toMatchObject({ role: 'web', database: { mode: 'postgres', ok: true } });

    // The probe is for operators: an admin's login asks for it.
    const database = await openPostgresDatabase(target.databaseUrl ?? '');
    const admin = await createUser(database.db, { isAdmin: true });
    const cookie = `${LOGIN_COOKIE}=${await signInAs(database.db, admin.id)}`;
    await database.close();
    const response = await fetch(`${webA}/api/health/queue`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.worker).toMatchObject({ pid: worker.child.pid, role: 'worker' });
  });
});
