import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  PAGE_MESSAGES,
  encodePageCursor,
} from '@shared/api/page';
import { clientRecordingsResponseSchema } from '@shared/coach/schemas';
import { recordingListSchema } from '@shared/recordings/schemas';
import { recordings } from '../../db/schema';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

/* Keyset pages of the history and of a coach's view of a client (decision 188). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type NewRecording = typeof recordings.$inferInsert;

/**
 * `count` analysed recordings of `userId`, inserted in one statement: rows given no time share
 * the statement's now(), to the microsecond, so only their ids order them.
 */
async function insertRecordings(
  userId: string,
  count: number,
  extra: (index: number) => Partial<NewRecording> = () => ({}),
) {
  const rows = await server.db
    .insert(recordings)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        transcript: 'A practice session.',
        wordCount: 3,
        analysisStatus: 'complete' as const,
        ...extra(index),
      })),
    )
    .returning({ id: recordings.id });
  return rows.map((row) => row.id);
}

/** Every row of `userId`, newest first as the database orders them: the expected history. */
async function expectedOrder(userId: string, where?: SQL) {
  const rows = await server.db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.userId, userId), where))
    .orderBy(desc(recordings.createdAt), desc(recordings.id));
  return rows.map((row) => row.id);
}

async function readPage(path: string, session: string) {
  const response = await server.request(path, { session });
  expect(response.status).toBe(200);
  return recordingListSchema.parse(await response.json());
}

/** Follows nextCursor from the first page to the last, as the client does. */
async function readAllPages(session: string, limit: number) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await readPage(`/api/recordings?limit=${limit}${query}`, session);
    ids.push(...page.items.map((item) => item.id));
    sizes.push(page.items.length);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { ids, sizes };
}

async function validationFields(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string[]> };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.fields;
}

describe('GET /api/recordings, a page at a time', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    owner = await signedInUser(server);
    other = await signedInUser(server);
    // 12 made in one statement (one shared time), 9 a minute apart, 3 a microsecond apart,
    // and the other user's 10 interleaved in time with them.
    await insertRecordings(owner.user.id, 12);
    await insertRecordings(owner.user.id, 9, (index) => ({
      createdAt: new Date(Date.now() - (index + 1) * 60_000),
    }));
    await insertRecordings(owner.user.id, 3, (index) => ({
      // A time JavaScript cannot hold: only the database knows the microseconds.
      createdAt: sql`${`2026-01-01 00:00:00.00000${index + 1}+00`}::timestamptz` as unknown as Date,
    }));
    await insertRecordings(other.user.id, 10, (index) => ({
      createdAt: new Date(Date.now() - (index + 1) * 60_000 + 30_000),
    }));
  });

  it('answers 401 without a login', async () => {
    const response = await server.request('/api/recordings');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it.each([1, 5, 7, 24, PAGE_MAX_LIMIT])(
    'pages of %i neither overlap nor skip, in a stable newest-first order',
    async (limit) => {
      const expected = await expectedOrder(owner.user.id);
      expect(expected).toHaveLength(24);
      const { ids, sizes } = await readAllPages(owner.session, limit);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      // Every page but the last is full, and the last is never empty.
      expect(sizes.slice(0, -1).every((size) => size === limit)).toBe(true);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    },
  );

  it('reads the same again, page after page', async () => {
    expect((await readAllPages(owner.session, 5)).ids).toEqual(
      (await readAllPages(owner.session, 5)).ids,
    );
  });

  it(`holds ${PAGE_DEFAULT_LIMIT} items when no limit is asked for`, async () => {
    const page = await readPage('/api/recordings', owner.session);
    expect(page.items).toHaveLength(PAGE_DEFAULT_LIMIT);
    expect(page.nextCursor).not.toBeNull();
    const rest = await readPage(
      `/api/recordings?cursor=${encodeURIComponent(page.nextCursor ?? '')}`,
      owner.session,
    );
    expect(rest.items).toHaveLength(24 - PAGE_DEFAULT_LIMIT);
    expect(rest.nextCursor).toBeNull();
  });

  it('never shows another user’s recordings, nor takes their cursor as a way in', async () => {
    const mine = await expectedOrder(owner.user.id);
    const theirs = await readAllPages(other.session, 3);
    expect(theirs.ids).toEqual(await expectedOrder(other.user.id));
    expect(theirs.ids.some((id) => mine.includes(id))).toBe(false);
    // The owner's cursor read by the other user starts at its place in time, in their rows.
    const first = await readPage('/api/recordings?limit=2', owner.session);
    const page = await readPage(
      `/api/recordings?limit=100&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      other.session,
    );
    expect(page.items.every((item) => theirs.ids.includes(item.id))).toBe(true);
  });

  it.each(['0', '-1', String(PAGE_MAX_LIMIT + 1), '2.5', 'ten', ''])(
    'refuses a limit of "%s" with 400',
    async (limit) => {
      const response = await server.request(`/api/recordings?limit=${limit}`, {
        session: owner.session,
      });
      expect(await validationFields(response)).toEqual({ limit: [PAGE_MESSAGES.badLimit] });
    },
  );

  it.each([
    ['not base64', '!!!'],
    ['not a cursor', Buffer.from('hello').toString('base64url')],
    [
      'a time that is not a number',
      Buffer.from(`soon:${crypto.randomUUID()}`).toString('base64url'),
    ],
    ['an id that is not a uuid', Buffer.from('1700000000000000:42').toString('base64url')],
    ['too long', 'A'.repeat(200)],
  ])('refuses a cursor that is %s with 400', async (_label, cursor) => {
    const response = await server.request(`/api/recordings?cursor=${encodeURIComponent(cursor)}`, {
      session: owner.session,
    });
    expect(await validationFields(response)).toEqual({ cursor: [PAGE_MESSAGES.badCursor] });
  });

  it('takes a well-formed cursor past every row as the end', async () => {
    const cursor = encodePageCursor({ micros: '1', id: crypto.randomUUID() });
    const page = await readPage(`/api/recordings?cursor=${cursor}`, owner.session);
    expect(page).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/coach/clients/{id}/recordings, a page at a time', () => {
  const coach = () => signedInUser(server, { userRole: 'coach' });
  const clientOf = (coachId: string) =>
    signedInUser(server, { userRole: 'client', coachId, isCoachManaged: true });

  async function readClientPages(clientId: string, session: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await server.request(
        `/api/coach/clients/${clientId}/recordings?limit=${limit}${query}`,
        { session },
      );
      expect(response.status).toBe(200);
      const page = clientRecordingsResponseSchema.parse(await response.json());
      expect(page.client.id).toBe(clientId);
      ids.push(...page.recordings.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    return ids;
  }

  it('pages through the client’s analysed sessions only, without overlap or gaps', async () => {
    const { user, session } = await coach();
    const client = await clientOf(user.id);
    await insertRecordings(client.user.id, 8);
    await insertRecordings(client.user.id, 5, (index) => ({
      createdAt: new Date(Date.now() - (index + 1) * 1000),
      analysisStatus: index % 2 === 0 ? 'complete' : 'analyzing',
    }));
    const expected = await expectedOrder(client.user.id, eq(recordings.analysisStatus, 'complete'));
    expect(expected).toHaveLength(11);
    expect(await readClientPages(client.user.id, session, 4)).toEqual(expected);
    expect(await readClientPages(client.user.id, session, PAGE_MAX_LIMIT)).toEqual(expected);
  });

  it('answers 401 without a login, 403 to a non-coach, 404 for another coach’s client', async () => {
    const { user } = await coach();
    const client = await clientOf(user.id);
    await insertRecordings(client.user.id, 2);
    const path = `/api/coach/clients/${client.user.id}/recordings?limit=1`;
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { session: client.session })).status).toBe(403);
    const stranger = await coach();
    expect((await server.request(path, { session: stranger.session })).status).toBe(404);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const { user, session } = await coach();
    const client = await clientOf(user.id);
    const path = `/api/coach/clients/${client.user.id}/recordings`;
    expect(await validationFields(await server.request(`${path}?limit=0`, { session }))).toEqual({
      limit: [PAGE_MESSAGES.badLimit],
    });
    expect(
      await validationFields(await server.request(`${path}?cursor=nope`, { session })),
    ).toEqual({ cursor: [PAGE_MESSAGES.badCursor] });
  });
});
