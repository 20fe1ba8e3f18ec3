import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs } from '../test/factories';
import {
  fuzzRequestsFor,
  operationsOf,
  seededRandom,
  type FuzzRequest,
} from '../test/fuzz-requests';
import { startTestServer, type TestServer } from '../test/test-server';

/*
 * Bad input never gets a 5xx (decision 112): malformed requests made from the OpenAPI
 * document, to every documented operation, as a guest and signed in as a user, a coach and
 * an admin (so role-gated routes reach their validation). Every answer must be under 500,
 * and every refusal `{ message, code }` with strings.
 */
const SEED = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Actor = 'guest' | 'user' | 'coach' | 'admin';

/** Requests that may end the login they carry; they get a fresh user and login. */
const ENDS_LOGIN =
  /^(POST \/api\/auth\/signout|DELETE \/api\/auth\/account|PATCH \/api\/auth\/password)/;
const logins = new Map<Actor, string>();

async function loginFor(actor: Actor, request: FuzzRequest) {
  if (actor === 'guest') return undefined;
  const reusable = !ENDS_LOGIN.test(`${request.method} ${request.path}`);
  const kept = logins.get(actor);
  if (kept && reusable) return kept;
  const user = await createUser(server.db, {
    userRole: actor === 'coach' ? 'coach' : 'user',
    isAdmin: actor === 'admin',
  });
  const login = await signInAs(server.db, user.id);
  if (reusable) logins.set(actor, login);
  return login;
}

async function send(request: FuzzRequest, login: string | undefined) {
  const response = await server.request(request.path, {
    method: request.method,
    headers: request.headers,
    redirect: 'manual',
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(login ? { session: login } : {}),
  });
  const text = await response.text();
  return { status: response.status, text };
}

function problemWith(status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (status < 400) return null;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') return null;
  } catch {
    // Not JSON: reported below.
  }
  return `answered ${status} without { message, code }: ${text.slice(0, 200)}`;
}

describe('malformed requests', () => {
  it('never get a 5xx, and are refused with { message, code }', async () => {
    const document = await (await server.request('/api/docs/json')).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);

    const random = seededRandom(SEED);
    const actors: Actor[] = ['guest', 'user', 'coach', 'admin'];
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const requests = fuzzRequestsFor(operation, random);
      for (const [index, request] of requests.entries()) {
        const actor = actors[index % actors.length] as Actor;
        const { status, text } = await send(request, await loginFor(actor, request));
        sent += 1;
        const problem = problemWith(status, text);
        if (problem) {
          failures.push(
            `${request.method} ${request.path.slice(0, 80)} (${request.label}, ${actor}) ${problem}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(300);
  });
});
