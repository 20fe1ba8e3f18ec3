import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import { type CrutchPhrases, crutchPhrasesSchema } from '@shared/progress/crutch-phrases';
import { recordingPhraseCounts, recordings } from '../../../db/schema';
import { scriptedWords } from '../../../speech/metrics/testing/scripted-words';
import { errorMessage } from '../../../test/auth-helpers';
import { createScoredRecording } from '../../../test/progress-factories';
import { signedInUser } from '../../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { UNCOUNTED_SESSIONS_PER_REQUEST } from './get-crutch-phrases';
import { recountRecordingPhrases } from './recount-recording-phrases';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-03-01T10:00:00Z');

/** A two-minute analysed session on day `day` with these fillers and words. */
const session = (userId: string, day: number, fillers: Record<string, number>, script = 'hello') =>
  createScoredRecording(server.db, userId, {
    duration: 120,
    detectedFillers: fillers,
    wordTimestamps: scriptedWords(script),
    createdAt: new Date(START + day * DAY),
  });

const crutchPhrases = async (path: string, session: string): Promise<CrutchPhrases> => {
  const response = await server.request(path, { session });
  expect(response.status).toBe(200);
  return crutchPhrasesSchema.parse(await response.json());
};
const mine = (session: string) => crutchPhrases('/api/progress/crutch-phrases', session);
const phrase = (answer: CrutchPhrases, text: string) =>
  answer.phrases.find((p) => p.phrase === text);

/** Seven sessions: "um" 4 a session falling to 1, "maybe" only in the last two. */
async function userWithHistory(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const person = await signedInUser(server, overrides);
  const rows = [];
  for (const [day, um] of [4, 4, 4, 4, 4, 1, 1].entries()) {
    const script = day >= 5 ? 'maybe we should maybe ship it' : 'we should ship it';
    rows.push(await session(person.user.id, day, { um }, script));
  }
  return { ...person, rows };
}

describe('GET /api/progress/crutch-phrases', () => {
  it('needs a signed-in user', async () => {
    const response = await server.request('/api/progress/crutch-phrases');
    expect(await errorMessage(response, 401)).toBe('Please sign in to see your progress.');
  });

  it('is empty for a new user', async () => {
    const fresh = await signedInUser(server);
    expect(await mine(fresh.session)).toEqual({
      sessionsAnalyzed: 0,
      sessionsPending: 0,
      baselineSessions: 0,
      recentSessions: 0,
      phrases: [],
    });
  });

  it('gives totals, the rate now against the baseline, the trend and the series', async () => {
    const { session: login, rows } = await userWithHistory();
    const answer = await mine(login);
    expect(answer).toMatchObject({
      sessionsAnalyzed: 7,
      sessionsPending: 0,
      baselineSessions: 5,
      recentSessions: 5,
    });
    // um: 20 uses over the first 10 minutes; 4+4+4+1+1 = 14 over the last 10.
    expect(phrase(answer, 'um')).toMatchObject({
      kind: 'filler',
      total: 22,
      baselinePerMinute: 2,
      perMinute: 1.4,
      trend: 'improving',
      lastSeen: rows[6]?.createdAt.toISOString(),
    });
    expect(phrase(answer, 'um')?.series.map((point) => point.perMinute)).toEqual([
      2, 2, 2, 2, 2, 0.5, 0.5,
    ]);
    expect(phrase(answer, 'um')?.series[0]).toEqual({
      recordingId: rows[0]?.id,
      at: rows[0]?.createdAt.toISOString(),
      perMinute: 2,
    });
    // maybe: twice in each of the last two sessions, never in the baseline.
    expect(phrase(answer, 'maybe')).toMatchObject({
      kind: 'hedge',
      total: 4,
      baselinePerMinute: 0,
      perMinute: 0.4,
      trend: 'new',
    });
    expect(answer.phrases.map((p) => p.phrase)).toEqual(['um', 'maybe']);
  });

  it('reads worsening and steady against the threshold', async () => {
    const person = await signedInUser(server);
    for (const [day, counts] of [
      [0, { uh: 2, er: 5 }],
      [1, { uh: 2, er: 5 }],
      [2, { uh: 2, er: 5 }],
      [3, { uh: 2, er: 5 }],
      [4, { uh: 2, er: 5 }],
      [5, { uh: 4, er: 5 }],
      [6, { uh: 4, er: 5 }],
      [7, { uh: 4, er: 5 }],
      [8, { uh: 4, er: 5 }],
      [9, { uh: 4, er: 5 }],
    ] as const) {
      await session(person.user.id, day, counts);
    }
    const answer = await mine(person.session);
    expect(phrase(answer, 'uh')).toMatchObject({ perMinute: 2, baselinePerMinute: 1 });
    expect(phrase(answer, 'uh')?.trend).toBe('worsening');
    expect(phrase(answer, 'er')?.trend).toBe('steady');
  });

  it('forgets a deleted session', async () => {
    const { session: login, rows } = await userWithHistory();
    const last = rows[6];
    if (!last) throw new Error('no session');
    const removed = await server.request(`/api/recordings/${last.id}`, {
      method: 'DELETE',
      session: login,
    });
    expect(removed.status).toBe(204);
    const answer = await mine(login);
    expect(answer.sessionsAnalyzed).toBe(6);
    expect(phrase(answer, 'um')).toMatchObject({
      total: 21,
      lastSeen: rows[5]?.createdAt.toISOString(),
    });
    expect(phrase(answer, 'maybe')?.total).toBe(2);
    expect(phrase(answer, 'um')?.series.map((point) => point.recordingId)).not.toContain(last.id);
  });

  it('follows a corrected recording once it is counted again', async () => {
    const { session: login, rows, user } = await userWithHistory();
    const first = rows[0];
    if (!first) throw new Error('no session');
    await server.db
      .update(recordings)
      .set({ detectedFillers: { um: 1 } })
      .where(eq(recordings.id, first.id));
    await recountRecordingPhrases(server.db, first.id);
    const answer = await mine(login);
    expect(phrase(answer, 'um')).toMatchObject({ total: 19, baselinePerMinute: 1.7 });
    const stored = await server.db
      .select()
      .from(recordingPhraseCounts)
      .where(eq(recordingPhraseCounts.recordingId, first.id));
    expect(stored).toEqual([
      { recordingId: first.id, userId: user.id, phrase: 'um', kind: 'filler', count: 1 },
    ]);
  });

  it('leaves out sessions that heard no words or are not analysed', async () => {
    const person = await signedInUser(server);
    await session(person.user.id, 0, { um: 3 });
    await createScoredRecording(server.db, person.user.id, {
      duration: 60,
      detectedFillers: { um: 9 },
      noWordsDetected: true,
    });
    await createScoredRecording(server.db, person.user.id, {
      duration: 60,
      detectedFillers: { um: 9 },
      analysisStatus: 'failed',
    });
    const answer = await mine(person.session);
    expect(answer.sessionsAnalyzed).toBe(1);
    expect(phrase(answer, 'um')?.total).toBe(3);
  });

  it('counts sessions analysed before the feature, a bounded number a request', async () => {
    const person = await signedInUser(server);
    const older = UNCOUNTED_SESSIONS_PER_REQUEST + 3;
    await server.db.insert(recordings).values(
      Array.from({ length: older }, (_, day) => ({
        userId: person.user.id,
        analysisStatus: 'complete' as const,
        duration: 60,
        detectedFillers: { so: 1 },
        wordTimestamps: scriptedWords('so we start'),
        createdAt: new Date(START + day * DAY),
      })),
    );
    const first = await mine(person.session);
    expect(first).toMatchObject({
      sessionsAnalyzed: UNCOUNTED_SESSIONS_PER_REQUEST,
      sessionsPending: 3,
    });
    // The baseline sessions are counted first, so the baseline is right from the start.
    expect(phrase(first, 'so')).toMatchObject({ baselinePerMinute: 1, perMinute: 1 });
    const second = await mine(person.session);
    expect(second).toMatchObject({ sessionsAnalyzed: older, sessionsPending: 0 });
    expect(phrase(second, 'so')?.total).toBe(older);
  });

  it('counts each older session once when requests race', async () => {
    const person = await signedInUser(server);
    await server.db.insert(recordings).values(
      Array.from({ length: 12 }, (_, day) => ({
        userId: person.user.id,
        analysisStatus: 'complete' as const,
        duration: 60,
        detectedFillers: { um: 2 },
        createdAt: new Date(START + day * DAY),
      })),
    );
    const answers = await Promise.all([
      mine(person.session),
      mine(person.session),
      mine(person.session),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ sessionsAnalyzed: 12, sessionsPending: 0 });
      expect(phrase(answer, 'um')?.total).toBe(24);
    }
  });

  it("shows only the caller's own phrases", async () => {
    await userWithHistory();
    const other = await signedInUser(server);
    await session(other.user.id, 0, { hmm: 1 });
    const answer = await mine(other.session);
    expect(answer.phrases.map((p) => p.phrase)).toEqual(['hmm']);
    expect(answer.sessionsAnalyzed).toBe(1);
  });
});

describe('GET /api/coach/clients/{id}/crutch-phrases', () => {
  const path = (id: string) => `/api/coach/clients/${id}/crutch-phrases`;
  const coach = () => signedInUser(server, { userRole: 'coach' });

  it('needs a signed-in coach', async () => {
    const client = await signedInUser(server);
    expect((await server.request(path(client.user.id))).status).toBe(401);
    const someone = await signedInUser(server);
    const response = await server.request(path(client.user.id), { session: someone.session });
    expect(await errorMessage(response, 403)).toBe(COACH_MESSAGES.coachOnly);
  });

  it("answers 404 for another coach's client and 400 for a malformed id", async () => {
    const owner = await coach();
    const client = await userWithHistory({
      userRole: 'client',
      coachId: owner.user.id,
      isCoachManaged: true,
    });
    const other = await coach();
    const response = await server.request(path(client.user.id), { session: other.session });
    expect(await errorMessage(response, 404)).toBe(COACH_MESSAGES.clientNotFound);
    const malformed = await server.request(path('not-an-id'), { session: owner.session });
    expect(malformed.status).toBe(400);
    const body = (await malformed.json()) as { code: string; fields: Record<string, unknown> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain('id');
  });

  it('shows the coach the figures their client sees', async () => {
    const owner = await coach();
    const client = await userWithHistory({
      userRole: 'client',
      coachId: owner.user.id,
      isCoachManaged: true,
    });
    const seen = await crutchPhrases(path(client.user.id), owner.session);
    expect(seen).toEqual(await mine(client.session));
    expect(phrase(seen, 'um')?.trend).toBe('improving');
  });

  it('is empty for a client with no sessions yet', async () => {
    const owner = await coach();
    const client = await signedInUser(server, {
      userRole: 'client',
      coachId: owner.user.id,
      isCoachManaged: true,
    });
    expect((await crutchPhrases(path(client.user.id), owner.session)).phrases).toEqual([]);
  });
});
