import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { postJson, uniqueEmail } from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ACCOUNT_EXISTS_MESSAGE } from '../auth/sign-up';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const coach = () => signedInUser(server, { userRole: 'coach' });

async function answers(responses: Response[]) {
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      message: ((await response.json()) as { message?: string }).message,
    })),
  );
}

describe('POST /api/coach/create-client sent together with one email', () => {
  it('makes one account: one 200, the others 409 with the account-exists message', async () => {
    const { session } = await coach();
    const email = uniqueEmail('client');
    const replies = await answers(
      await Promise.all(
        Array.from({ length: 6 }, () =>
          postJson(server, '/api/coach/create-client', { name: 'Casey Client', email }, session),
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status !== 200)).toEqual(
      Array.from({ length: 5 }, () => ({ status: 409, message: ACCOUNT_EXISTS_MESSAGE })),
    );
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('also when two coaches send it: the account belongs to the one that got the 200', async () => {
    const coaches = [await coach(), await coach()];
    const email = uniqueEmail('client');
    const responses = await Promise.all(
      [...coaches, ...coaches].map(({ session }) =>
        postJson(server, '/api/coach/create-client', { name: 'Casey Client', email }, session),
      ),
    );
    const replies = await answers(responses);
    const winner = replies.findIndex((reply) => reply.status === 200);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(3);
    const rows = await server.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.coachId).toBe(coaches[winner % 2]?.user.id);
  });
});
