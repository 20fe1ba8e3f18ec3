import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminCreatedAccountSchema, adminStatsSchema } from '@shared/admin/schemas';
import { users } from '../../db/schema';
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
import { ensureAdminAccount } from './ensure-admin';
import { lastDays } from './get-admin-stats';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const admin = () => signedInUser(server, { isAdmin: true });

async function stats(session: string) {
  const response = await server.request('/api/admin/stats', { session });
  expect(response.status).toBe(200);
  return adminStatsSchema.parse(await response.json());
}

describe('admin endpoints: who may call them', () => {
  const calls = (session?: string) => [
    server.request('/api/admin/stats', session ? { session } : {}),
    postJson(server, '/api/admin/create-coach', { name: 'Cora', email: uniqueEmail() }, session),
    postJson(
      server,
      '/api/admin/create-user',
      { name: 'Uma', email: uniqueEmail(), userType: 'basic' },
      session,
    ),
  ];

  it('401 Authentication Required for guests', async () => {
    for (const response of await Promise.all(calls())) {
      expect(await errorMessage(response, 401)).toBe(ADMIN_MESSAGES.signIn);
    }
  });

  it.each([
    ['a user', {}],
    ['a premium user', { subscriptionStatus: 'active' as const }],
    ['a client', { userRole: 'client' as const }],
    ['a coach', { userRole: 'coach' as const }],
  ])('403 Admin access required for %s', async (_label, overrides) => {
    const { session } = await signedInUser(server, overrides);
    for (const response of await Promise.all(calls(session))) {
      expect(await errorMessage(response, 403)).toBe(ADMIN_MESSAGES.required);
    }
  });
});

describe('POST /api/admin/create-coach and create-user', () => {
  it('validate with the messages of product rules R5.9 and R5.10', async () => {
    const { session } = await admin();
    const coach = await postJson(
      server,
      '/api/admin/create-coach',
      { name: 'C', email: uniqueEmail() },
      session,
    );
    expect(await errorMessage(coach, 400)).toBe('Coach name must be at least 2 characters');
    const type = await postJson(
      server,
      '/api/admin/create-user',
      { name: 'Uma', email: uniqueEmail(), userType: 'gold' },
      session,
    );
    expect(await errorMessage(type, 400)).toBe('User type must be either basic or premium');
    const blank = await postJson(
      server,
      '/api/admin/create-user',
      { name: 'Uma', email: uniqueEmail(), userType: '' },
      session,
    );
    expect(await errorMessage(blank, 400)).toBe('Please select a user type');
    const email = await postJson(
      server,
      '/api/admin/create-user',
      { name: 'Uma', email: 'nope' },
      session,
    );
    expect(await errorMessage(email, 400)).toBe('Please enter a valid email address');
  });

  it('creates a pending coach with emailed credentials who must change the password', async () => {
    const { session } = await admin();
    const email = uniqueEmail('coach');
    const response = await postJson(
      server,
      '/api/admin/create-coach',
      { name: 'Cora Coach', email },
      session,
    );
    expect(response.status).toBe(200);
    const body = adminCreatedAccountSchema.parse(await response.json());
    expect(body.user).toMatchObject({ email, userRole: 'coach', subscriptionStatus: 'free' });
    expect(body.emailSent).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isAdminCreated: true, requiresPasswordChange: true });
    expect(row?.temporaryPasswordExpiry?.getTime()).toBeGreaterThan(Date.now());

    const overview = await stats(session);
    expect(overview.coaches.find((coach) => coach.email === email)).toMatchObject({
      status: 'pending',
      clientCount: 0,
    });
    const again = await postJson(
      server,
      '/api/admin/create-coach',
      { name: 'Cora Coach', email },
      session,
    );
    expect(again.status).toBe(409);
  });

  it("writes to a new coach as a coach: the coach's work and a way to the coach dashboard", async () => {
    const { session } = await admin();
    const email = uniqueEmail('coach');
    const response = await postJson(
      server,
      '/api/admin/create-coach',
      { name: 'Cora Coach', email },
      session,
    );
    expect(response.status).toBe(200);
    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Your Cadence coach account is ready');
    const text = mail.text ?? '';
    expect(text).toContain('Cadence coach account');
    expect(text).toContain("create and manage client accounts and see your clients' practice");
    const temporaryPassword = /^Temporary password: (\S+)$/m.exec(text)?.[1];
    const login = await postJson(server, '/api/auth/login-temp-password', {
      email,
      temporaryPassword,
    });
    expect(login.status).toBe(200);
    expect(text).toMatch(
      /^Sign in to your Coach Dashboard: http\S+\/\?login=true&redirect=\/coach-dashboard$/m,
    );
    expect(mail.html).toContain('Sign in to your Coach Dashboard</a>');
    // A coach is not a client, and does not practise for scored feedback here.
    for (const body of [text, mail.html ?? '']) {
      expect(body).not.toContain('Client Login');
      expect(body).not.toContain('practise speaking');
    }
  });

  it('creates basic and premium users (premium without a subscription)', async () => {
    const { session } = await admin();
    const basic = adminCreatedAccountSchema.parse(
      await (
        await postJson(
          server,
          '/api/admin/create-user',
          { name: 'Bea Basic', email: uniqueEmail() },
          session,
        )
      ).json(),
    );
    expect(basic.user).toMatchObject({ userRole: 'user', subscriptionStatus: 'free' });
    const premium = adminCreatedAccountSchema.parse(
      await (
        await postJson(
          server,
          '/api/admin/create-user',
          { name: 'Pia Premium', email: uniqueEmail(), userType: 'premium' },
          session,
        )
      ).json(),
    );
    expect(premium.user).toMatchObject({ userRole: 'user', subscriptionStatus: 'active' });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users without coaches or admins, splits basic and premium, and lists activity', async () => {
    const { session } = await admin();
    const before = await stats(session);
    const coach = await signedInUser(server, { userRole: 'coach' });
    const client = await signedInUser(server, {
      userRole: 'client',
      coachId: coach.user.id,
      isCoachManaged: true,
    });
    const basic = await signedInUser(server);
    const paying = await signedInUser(server, { subscriptionStatus: 'active' });
    await createSessions(server.db, basic.user.id, 3);
    await createSessions(server.db, client.user.id, 1);

    const after = await stats(session);
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.totalCoaches - before.totalCoaches).toBe(1);
    expect(after.basicUsers - before.basicUsers).toBe(1);
    expect(after.premiumUsers - before.premiumUsers).toBe(2);
    expect(after.totalRecordings - before.totalRecordings).toBe(4);
    expect(after.coaches.find((row) => row.id === coach.user.id)).toMatchObject({
      status: 'active',
      clientCount: 1,
    });
    const activity = after.userActivity.find((row) => row.id === basic.user.id);
    expect(activity).toMatchObject({
      recordingCount: 3,
      subscriptionStatus: 'free',
      premium: false,
    });
    // A coach's client pays nothing yet is premium, as the Premium Users count says.
    expect(after.userActivity.find((row) => row.id === client.user.id)).toMatchObject({
      subscriptionStatus: 'free',
      premium: true,
    });
    expect(after.userActivity.find((row) => row.id === paying.user.id)?.premium).toBe(true);
    expect(activity?.lastActivity).not.toBeNull();
    expect(after.userActivity.find((row) => row.id === paying.user.id)?.recordingCount).toBe(0);
    expect(after.userActivity.some((row) => row.id === coach.user.id)).toBe(false);

    const today = new Date().toISOString().slice(0, 10);
    expect(after.dailyRecordings).toHaveLength(7);
    expect(after.dailyRecordings.at(-1)?.date).toBe(today);
    const todayDelta =
      (after.dailyRecordings.at(-1)?.count ?? 0) - (before.dailyRecordings.at(-1)?.count ?? 0);
    expect(todayDelta).toBe(4);
  });

  it('the chart has the last seven UTC days, oldest first', () => {
    expect(lastDays(new Date('2026-03-02T10:00:00Z'), 7)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('the configured admin', () => {
  it('is created at first start with its password, and an existing account is promoted', async () => {
    const email = uniqueEmail('admin');
    const first = await ensureAdminAccount(server.db, {
      email,
      password: 'long-enough-1',
      name: 'Ada',
    });
    expect(first.created).toBe(true);
    const signIn = await postJson(server, '/api/auth/signin', { email, password: 'long-enough-1' });
    expect(signIn.status).toBe(200);
    const session = loginTokenFrom(signIn);
    expect((await server.request('/api/admin/stats', { session })).status).toBe(200);

    const again = await ensureAdminAccount(server.db, {
      email,
      password: 'changed-pass',
      name: 'Ada',
    });
    expect(again.created).toBe(false);
    const old = await postJson(server, '/api/auth/signin', { email, password: 'long-enough-1' });
    expect(old.status).toBe(200);

    const person = await signedInUser(server);
    const promoted = await ensureAdminAccount(server.db, {
      email: person.user.email,
      password: 'whatever-1',
      name: 'X',
    });
    expect(promoted).toMatchObject({ created: false, user: { isAdmin: true } });
  });
});
