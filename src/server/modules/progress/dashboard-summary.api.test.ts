import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSummarySchema } from '@shared/progress/dashboard';
import { errorMessage } from '../../test/auth-helpers';
import { createUser, signInAs } from '../../test/factories';
import { createScoredRecording, insertSessionHistory } from '../../test/progress-factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/* GET /api/dashboard (decision 188): the progress cards' endpoints in one answer. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Each part of the summary and the endpoint that answers it alone. */
const PARTS = {
  userStats: '/api/user/stats',
  analysisStats: '/api/user/analysis-stats',
  masteryOverview: '/api/mastery/overview',
  masterySkills: '/api/mastery/skills',
  activeChallenges: '/api/challenges/active',
  achievements: '/api/achievements',
  crutchPhrases: '/api/progress/crutch-phrases',
  latestRecordings: '/api/recordings?limit=5',
} as const;

async function read(path: string, session: string) {
  const response = await server.request(path, { session });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

async function personWithHistory(sessions: number) {
  const user = await createUser(server.db);
  // Counted already, as after a live analysis: reading the phrases changes nothing.
  await insertSessionHistory(server.db, user.id, sessions, { phrasesCountedAt: new Date() });
  if (sessions > 0) await createScoredRecording(server.db, user.id, { clarityScore: 9 });
  return { user, session: await signInAs(server.db, user.id) };
}

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect(await errorMessage(await server.request('/api/dashboard'), 401)).toBe(
      'Please sign in to see your progress.',
    );
  });

  it.each([0, 12])(
    'answers, with %i sessions, what each card’s own endpoint answers',
    async (count) => {
      const { session } = await personWithHistory(count);
      const summary = dashboardSummarySchema.parse(await read('/api/dashboard', session));
      for (const [part, path] of Object.entries(PARTS)) {
        expect(summary[part as keyof typeof PARTS], part).toEqual(await read(path, session));
      }
      expect(summary.latestRecordings.items).toHaveLength(Math.min(count === 0 ? 0 : count + 1, 5));
    },
  );

  it("shows only the caller's own progress", async () => {
    const owner = await personWithHistory(8);
    const other = await personWithHistory(0);
    const summary = dashboardSummarySchema.parse(await read('/api/dashboard', other.session));
    expect(summary.userStats.totalSessions).toBe(0);
    expect(summary.analysisStats.stats.totalRecordings).toBe(0);
    expect(summary.latestRecordings).toEqual({ items: [], nextCursor: null });
    expect(JSON.stringify(summary)).not.toContain(owner.user.id);
  });
});
