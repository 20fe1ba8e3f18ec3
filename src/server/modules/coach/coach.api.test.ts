import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientRecordingsResponseSchema,
  clientResultListSchema,
  COACH_MESSAGES,
  coachClientListSchema,
  coachSwitchResponseSchema,
  createClientResponseSchema,
} from '@shared/coach/schemas';
import { coachAssignmentSchema } from '@shared/assignments/schemas';
import { practiceLimitSchema } from '@shared/recordings/schemas';
import { recordings, users } from '../../db/schema';
import {
  errorMessage,
  latestMail,
  postJson,
  loginTokenFrom,
  uniqueEmail,
} from '../../test/auth-helpers';
import { createSessions } from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { added, filesUnder, storeBytesEverywhere } from '../../test/account-erasure';
import { tempDir } from '../../speech/test/fixtures';

let server: TestServer;
const dir = tempDir('coach-api');
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const coach = () => signedInUser(server, { userRole: 'coach' });
const clientOf = (coachId: string) =>
  signedInUser(server, { userRole: 'client', coachId, isCoachManaged: true });

async function createClient(session: string, name = 'Casey Client') {
  const email = uniqueEmail('client');
  const response = await postJson(server, '/api/coach/create-client', { name, email }, session);
  expect(response.status).toBe(200);
  return { email, ...createClientResponseSchema.parse(await response.json()) };
}

describe('coach endpoints: who may call them', () => {
  it('401 for guests on every coach endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      server.request('/api/coach/clients'),
      server.request('/api/coach/client-results'),
      server.request(`/api/coach/clients/${id}/recordings`),
      postJson(server, '/api/coach/create-client', { name: 'Al', email: uniqueEmail() }),
      server.request(`/api/coach/clients/${id}`, { method: 'DELETE' }),
      server.request('/api/coach/switch-to-premium', { method: 'POST' }),
      server.request('/api/coach/switch-back', { method: 'POST' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(await errorMessage(response, 401)).toBe(COACH_MESSAGES.signIn);
    }
  });

  it.each([
    ['a user', {}],
    ['a client', { userRole: 'client' as const }],
    ['an admin who is not a coach', { isAdmin: true }],
  ])('403 for %s on every coach endpoint', async (_label, overrides) => {
    const { session } = await signedInUser(server, overrides);
    const someone = await coach();
    const client = await clientOf(someone.user.id);
    const calls = [
      server.request('/api/coach/clients', { session }),
      server.request('/api/coach/client-results', { session }),
      server.request(`/api/coach/clients/${client.user.id}/recordings`, { session }),
      postJson(server, '/api/coach/create-client', { name: 'Al', email: uniqueEmail() }, session),
      server.request(`/api/coach/clients/${client.user.id}`, { method: 'DELETE', session }),
      server.request('/api/coach/switch-to-premium', { method: 'POST', session }),
      server.request('/api/coach/switch-back', { method: 'POST', session }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(await errorMessage(response, 403)).toBe(COACH_MESSAGES.coachOnly);
    }
  });

  it('another coach’s client is not found, and stays', async () => {
    const owner = await coach();
    const client = await clientOf(owner.user.id);
    const other = await coach();
    const read = await server.request(`/api/coach/clients/${client.user.id}/recordings`, {
      session: other.session,
    });
    expect(await errorMessage(read, 404)).toBe(COACH_MESSAGES.clientNotFound);
    const remove = await server.request(`/api/coach/clients/${client.user.id}`, {
      method: 'DELETE',
      session: other.session,
    });
    expect(await errorMessage(remove, 404)).toBe(COACH_MESSAGES.clientNotFound);
    const list = coachClientListSchema.parse(
      await (await server.request('/api/coach/clients', { session: other.session })).json(),
    );
    expect(list).toEqual([]);
    expect(await server.db.select().from(users).where(eq(users.id, client.user.id))).toHaveLength(
      1,
    );
  });

  it('a malformed client id reads as not found', async () => {
    const { session } = await coach();
    const response = await server.request('/api/coach/clients/not-a-uuid/recordings', { session });
    expect(await errorMessage(response, 400)).toBe(COACH_MESSAGES.clientNotFound);
  });
});

describe('POST /api/coach/create-client', () => {
  it('validates with the messages of product rules R5.11', async () => {
    const { session } = await coach();
    const short = await postJson(
      server,
      '/api/coach/create-client',
      { name: 'A', email: uniqueEmail() },
      session,
    );
    expect(await errorMessage(short, 400)).toBe('Client name must be at least 2 characters');
    const bad = await postJson(
      server,
      '/api/coach/create-client',
      { name: 'Al', email: 'x' },
      session,
    );
    expect(await errorMessage(bad, 400)).toBe('Please enter a valid email address');
  });

  it('refuses an email that already has an account', async () => {
    const { session } = await coach();
    const existing = await signedInUser(server);
    const response = await postJson(
      server,
      '/api/coach/create-client',
      { name: 'Al Ready', email: existing.user.email },
      session,
    );
    expect(response.status).toBe(409);
  });

  it('makes a premium client who must replace the emailed temporary password', async () => {
    const { user: owner, session } = await coach();
    const created = await createClient(session, 'Casey Client');
    expect(created.client).toMatchObject({
      name: 'Casey Client',
      totalSessions: 0,
      requiresPasswordChange: true,
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, created.client.id));
    expect(row).toMatchObject({ userRole: 'client', coachId: owner.id, isCoachManaged: true });

    const mail = await latestMail(server, created.email);
    // A client is written to as a client, unlike a coach (decision 184).
    expect(mail.subject).toBe('Your Cadence account is ready');
    expect(mail.text).toContain('Client Login');
    const temporaryPassword = /Temporary password[^\w]*([\w-]{8,})/.exec(mail.text ?? '')?.[1];
    expect(temporaryPassword).toBeTruthy();
    const login = await postJson(server, '/api/auth/login-temp-password', {
      email: created.email,
      temporaryPassword,
      newPassword: 'my-own-password',
    });
    expect(login.status).toBe(200);
    const clientLogin = loginTokenFrom(login);
    const limit = await server.request('/api/user/practice-limit', { session: clientLogin });
    expect(practiceLimitSchema.parse(await limit.json()).unlimited).toBe(true);

    const list = coachClientListSchema.parse(
      await (await server.request('/api/coach/clients', { session })).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({ id: created.client.id, requiresPasswordChange: false }),
    ]);
  });
});

describe('client results and recordings', () => {
  it('averages each client’s analysed sessions as the dashboard shows them', async () => {
    const { user: owner, session } = await coach();
    const busy = await clientOf(owner.id);
    const idle = await clientOf(owner.id);
    await createSessions(server.db, busy.user.id, 2, {
      clarityScore: 7,
      confidenceLevel: 8,
      paceWpm: 140,
      fillerWords: 3,
    });
    await createSessions(server.db, busy.user.id, 1, {
      clarityScore: 8.5,
      confidenceLevel: 6,
      paceWpm: 150,
      fillerWords: 4,
    });

    const results = clientResultListSchema.parse(
      await (await server.request('/api/coach/client-results', { session })).json(),
    );
    expect(results.find((row) => row.clientId === busy.user.id)).toEqual({
      clientId: busy.user.id,
      clientName: busy.user.name,
      totalRecordings: 3,
      averageClarity: 75,
      averageConfidence: 73,
      recentAverageWPM: 143,
      averageFillerWords: 3.3,
    });
    expect(results.find((row) => row.clientId === idle.user.id)).toMatchObject({
      totalRecordings: 0,
      averageClarity: 0,
      recentAverageWPM: 0,
    });

    const detail = clientRecordingsResponseSchema.parse(
      await (
        await server.request(`/api/coach/clients/${busy.user.id}/recordings`, { session })
      ).json(),
    );
    expect(detail.client.id).toBe(busy.user.id);
    expect(detail.recordings).toHaveLength(3);
    expect(detail.recordings[0]).toMatchObject({
      clarityScore: 8.5,
      confidenceScore: 6,
      fillerWords: 4,
    });
  });

  it("names the assignment a session was submitted for, and only the coach's own", async () => {
    const { user: owner, session } = await coach();
    const client = await clientOf(owner.id);
    const made = await postJson(
      server,
      '/api/coach/assignments',
      { title: 'Elevator pitch', prompt: 'Pitch your project', clientIds: [client.user.id] },
      session,
    );
    expect(made.status).toBe(201);
    const assignment = coachAssignmentSchema.parse(await made.json());
    const other = await coach();
    const theirs = await postJson(
      server,
      '/api/coach/assignments',
      {
        title: 'Not yours',
        prompt: 'Another coach asks',
        clientIds: [(await clientOf(other.user.id)).user.id],
      },
      other.session,
    );
    const notOwn = coachAssignmentSchema.parse(await theirs.json());
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 14, 9, minute));
    const [free] = await createSessions(server.db, client.user.id, 1, { createdAt: at(0) });
    const [submitted] = await createSessions(server.db, client.user.id, 1, {
      assignmentId: assignment.id,
      practicePrompt: assignment.prompt,
      speakingType: 'practice',
      createdAt: at(1),
    });
    const [stray] = await createSessions(server.db, client.user.id, 1, {
      assignmentId: notOwn.id,
      createdAt: at(2),
    });

    const response = await server.request(`/api/coach/clients/${client.user.id}/recordings`, {
      session,
    });
    const detail = clientRecordingsResponseSchema.parse(await response.json());
    expect(detail.recordings.map(({ id, assignmentTitle }) => ({ id, assignmentTitle }))).toEqual([
      { id: stray?.id, assignmentTitle: null },
      { id: submitted?.id, assignmentTitle: 'Elevator pitch' },
      { id: free?.id, assignmentTitle: null },
    ]);
  });

  it('deleting a client removes the account and everything it owns', async () => {
    const { user: owner, session } = await coach();
    const client = await clientOf(owner.id);
    await createSessions(server.db, client.user.id, 2);
    const mediaDir = server.running.config.mediaDir;
    const before = filesUnder(mediaDir);
    await storeBytesEverywhere(server, { userId: client.user.id, session: client.session }, dir);
    expect(added(before, filesUnder(mediaDir)).length).toBeGreaterThanOrEqual(5);
    const response = await server.request(`/api/coach/clients/${client.user.id}`, {
      method: 'DELETE',
      session,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(COACH_MESSAGES.clientDeleted);
    expect(await server.db.select().from(users).where(eq(users.id, client.user.id))).toEqual([]);
    expect(
      await server.db.select().from(recordings).where(eq(recordings.userId, client.user.id)),
    ).toEqual([]);
    const me = await server.request('/api/auth/me', { session: client.session });
    expect((await me.json()).user).toBeNull();
    // Every byte of theirs too: media, live pieces, uploads in progress.
    expect(added(before, filesUnder(mediaDir))).toEqual([]);
  });
});

describe('switching to premium mode and back', () => {
  it('keeps the coach role aside, gives premium, and restores it', async () => {
    const { session } = await coach();
    const switched = await server.request('/api/coach/switch-to-premium', {
      method: 'POST',
      session,
    });
    expect(switched.status).toBe(200);
    expect(coachSwitchResponseSchema.parse(await switched.json()).user).toMatchObject({
      userRole: 'user',
      originalRole: 'coach',
      isInSwitchedMode: true,
    });
    // Still a coach for the coach pages, and premium for practice.
    expect((await server.request('/api/coach/clients', { session })).status).toBe(200);
    const limit = await server.request('/api/user/practice-limit', { session });
    expect(practiceLimitSchema.parse(await limit.json()).unlimited).toBe(true);
    const twice = await server.request('/api/coach/switch-to-premium', { method: 'POST', session });
    expect(await errorMessage(twice, 409)).toBe(COACH_MESSAGES.alreadySwitched);

    const back = await server.request('/api/coach/switch-back', { method: 'POST', session });
    expect(coachSwitchResponseSchema.parse(await back.json()).user).toMatchObject({
      userRole: 'coach',
      originalRole: null,
      isInSwitchedMode: false,
    });
    const again = await server.request('/api/coach/switch-back', { method: 'POST', session });
    expect(await errorMessage(again, 409)).toBe(COACH_MESSAGES.notSwitched);
  });
});
