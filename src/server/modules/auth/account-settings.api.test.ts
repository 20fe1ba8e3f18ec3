import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, recordings, sessions, users } from '../../db/schema';
import {
  codeFrom,
  errorMessage,
  latestMail,
  postJson,
  loginTokenFrom,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { added, filesUnder, storeBytesEverywhere } from '../../test/account-erasure';
import { tempDir } from '../../speech/test/fixtures';

let server: TestServer;
const dir = tempDir('account-erasure');
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const put = (json: unknown, session?: string) =>
  server.request('/api/auth/profile', { method: 'PUT', json, ...(session ? { session } : {}) });
const patchPassword = (json: unknown, session?: string) =>
  server.request('/api/auth/password', { method: 'PATCH', json, ...(session ? { session } : {}) });

describe('PUT /api/auth/profile', () => {
  it('needs a signed-in user', async () => {
    expect(await errorMessage(await put({ name: 'New Name' }), 401)).toBe(
      'Please sign in to continue.',
    );
  });

  it('renames at once, trimming the name', async () => {
    const account = await signUpAndVerify(server);
    const response = await put({ name: '  Grace B. Hopper ' }, account.session);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.name).toBe('Grace B. Hopper');
    expect(body.pendingEmail).toBeNull();
  });

  it('changes the email only after the new address confirms its code', async () => {
    const account = await signUpAndVerify(server);
    const newEmail = uniqueEmail('moved');
    const body = await (await put({ email: newEmail }, account.session)).json();
    expect(body.pendingEmail).toBe(newEmail);
    expect(body.user.email).toBe(account.email);

    const code = codeFrom(await latestMail(server, newEmail));
    const wrong = await postJson(
      server,
      '/api/auth/verify-email-change',
      { code: code === '000000' ? '111111' : '000000' },
      account.session,
    );
    expect(await errorMessage(wrong, 400)).toBe('Invalid verification code. 4 attempts left.');
    const confirmed = await postJson(
      server,
      '/api/auth/verify-email-change',
      { code },
      account.session,
    );
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).user.email).toBe(newEmail);
  });

  it("refuses another account's email, a bad email, and an empty change", async () => {
    const first = await signUpAndVerify(server);
    const second = await signUpAndVerify(server);
    expect(await errorMessage(await put({ email: first.email }, second.session), 409)).toBe(
      'An account with this email already exists',
    );
    expect(await errorMessage(await put({ email: 'nope' }, second.session), 400)).toBe(
      'Invalid email address',
    );
    expect(await errorMessage(await put({ name: '  ' }, second.session), 400)).toBe('No Changes');
  });

  it('confirming an email change needs a login and a pending change', async () => {
    const response = await postJson(server, '/api/auth/verify-email-change', { code: '123456' });
    expect(response.status).toBe(401);
    const account = await signUpAndVerify(server);
    const none = await postJson(
      server,
      '/api/auth/verify-email-change',
      { code: '123456' },
      account.session,
    );
    expect(await errorMessage(none, 400)).toBe('There is no email change waiting to be confirmed.');
  });
});

describe('PATCH /api/auth/preferences', () => {
  const patch = (json: unknown, session?: string) =>
    server.request('/api/auth/preferences', {
      method: 'PATCH',
      json,
      ...(session ? { session } : {}),
    });

  it('needs a signed-in user', async () => {
    expect((await patch({ deleteAudioAfterAnalysis: true })).status).toBe(401);
  });

  it('refuses a value that is not true or false', async () => {
    const { session } = await signUpAndVerify(server);
    expect(await errorMessage(await patch({ deleteAudioAfterAnalysis: 'yes' }, session), 400)).toBe(
      'Choose whether to keep your audio.',
    );
  });

  it('saves the setting on the caller’s own account, and the current user shows it', async () => {
    const { session, user } = await signUpAndVerify(server);
    const other = await signUpAndVerify(server);
    const response = await patch({ deleteAudioAfterAnalysis: true }, session);
    expect(response.status).toBe(200);
    expect((await response.json()).user.deleteAudioAfterAnalysis).toBe(true);
    const me = await (await server.request('/api/auth/me', { session })).json();
    expect(me.user.deleteAudioAfterAnalysis).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deleteAudioAfterAnalysis).toBe(true);
    const [untouched] = await server.db.select().from(users).where(eq(users.id, other.user.id));
    expect(untouched?.deleteAudioAfterAnalysis).toBe(false);
  });
});

describe('PATCH /api/auth/password', () => {
  const change = {
    currentPassword: 'correct-horse',
    newPassword: 'battery-staple',
    confirmPassword: 'battery-staple',
  };

  it('needs a signed-in user', async () => {
    expect((await patchPassword(change)).status).toBe(401);
  });

  it('changes the password and signs out every other login', async () => {
    const account = await signUpAndVerify(server);
    const other = await postJson(server, '/api/auth/signin', {
      email: account.email,
      password: account.password,
    });
    const otherLogin = loginTokenFrom(other);
    const response = await patchPassword(change, account.session);
    expect(response.status).toBe(200);
    const stillIn = await (
      await server.request('/api/auth/me', { session: account.session })
    ).json();
    expect(stillIn.user.email).toBe(account.email);
    const kicked = await (await server.request('/api/auth/me', { session: otherLogin })).json();
    expect(kicked.user).toBeNull();
    const signin = await postJson(server, '/api/auth/signin', {
      email: account.email,
      password: 'battery-staple',
    });
    expect(signin.status).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const account = await signUpAndVerify(server);
    const response = await patchPassword({ ...change, currentPassword: 'wrong' }, account.session);
    expect(await errorMessage(response, 400)).toBe('Current password is incorrect');
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'Current password is required',
    ],
    [
      { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' },
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: '' },
      'Please confirm your password',
    ],
    [
      { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      "Passwords don't match",
    ],
  ])('rejects %j with the message of product rules R5.7', async (body, message) => {
    const account = await signUpAndVerify(server);
    expect(await errorMessage(await patchPassword(body, account.session), 400)).toBe(message);
  });
});

describe('DELETE /api/auth/account', () => {
  it('needs a signed-in user', async () => {
    expect((await server.request('/api/auth/account', { method: 'DELETE' })).status).toBe(401);
  });

  it("removes the user, their rows and every stored byte, and nobody else's", async () => {
    const account = await signUpAndVerify(server);
    const bystander = await signUpAndVerify(server);
    const mediaDir = server.running.config.mediaDir;
    await storeBytesEverywhere(
      server,
      { userId: bystander.user.id, session: bystander.session },
      dir,
    );
    const before = filesUnder(mediaDir);
    await storeBytesEverywhere(server, { userId: account.user.id, session: account.session }, dir);
    // A recording, a job's upload, a live piece, and a resumable upload's bytes and info.
    expect(added(before, filesUnder(mediaDir)).length).toBeGreaterThanOrEqual(5);
    const [template] = await (await server.request('/api/goal-templates')).json();
    await postJson(
      server,
      '/api/goals/select',
      { templateId: template.id, category: 'practice' },
      account.session,
    );

    const response = await server.request('/api/auth/account', {
      method: 'DELETE',
      session: account.session,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Account deleted');

    expect(await server.db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(
      0,
    );
    for (const table of [recordings, goals, sessions]) {
      expect(
        await server.db.select().from(table).where(eq(table.userId, account.user.id)),
      ).toHaveLength(0);
    }
    // Nothing of theirs is left on disk, and the bystander's bytes are all there.
    expect(added(before, filesUnder(mediaDir))).toEqual([]);
    expect([...before].every((file) => fs.existsSync(path.join(mediaDir, file)))).toBe(true);
    expect(
      await server.db.select().from(recordings).where(eq(recordings.userId, bystander.user.id)),
    ).toHaveLength(1);
    const me = await (await server.request('/api/auth/me', { session: account.session })).json();
    expect(me.user).toBeNull();
  });
});
