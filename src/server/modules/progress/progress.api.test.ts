import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfWeek } from '@shared/domain/calendar';
import {
  achievementsResponseSchema,
  activeChallengesSchema,
  analysisStatsSchema,
  masteryOverviewSchema,
  masterySkillsSchema,
  userStatsSchema,
} from '@shared/progress/schemas';
import { achievements, weeklyChallenges } from '../../db/schema';
import { errorMessage } from '../../test/auth-helpers';
import {
  createScoredRecording,
  insertSessionHistory,
  userWithSessions,
} from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const getJson = async <T>(path: string, session: string, schema: { parse(value: unknown): T }) => {
  const response = await server.request(path, { session });
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
};

const PROGRESS_PATHS = [
  '/api/user/analysis-stats',
  '/api/user/stats',
  '/api/mastery/overview',
  '/api/mastery/skills',
  '/api/challenges/active',
  '/api/achievements',
];

describe('progress endpoints', () => {
  it.each(PROGRESS_PATHS)('%s needs a signed-in user', async (path) => {
    expect(await errorMessage(await server.request(path), 401)).toBe(
      'Please sign in to see your progress.',
    );
  });

  it.each(PROGRESS_PATHS)(
    "%s ignores x-user-id and shows only the caller's own data",
    async (path) => {
      const owner = await userWithSessions(server.db, 8, { clarityScore: 9 });
      const other = await signedInUser(server);
      const response = await server.request(path, {
        session: other.session,
        headers: { 'x-user-id': owner.user.id },
      });
      expect(response.status).toBe(200);
      const body = JSON.stringify(await response.json());
      expect(body).not.toContain(owner.user.id);
      expect(body).not.toMatch(
        /"totalRecordings":8|"totalSessions":8|Rising Star","threshold":7,"earned":true/,
      );
    },
  );
});

describe('GET /api/user/analysis-stats', () => {
  it('is empty before the first session, and has no trends with one session', async () => {
    const fresh = await signedInUser(server);
    const empty = await getJson('/api/user/analysis-stats', fresh.session, analysisStatsSchema);
    expect(empty.stats).toMatchObject({
      totalRecordings: 0,
      averageClarity: null,
      mostCommonPace: null,
      recentAverageWPM: null,
    });
    expect(empty.trends).toBeNull();

    await createScoredRecording(server.db, fresh.user.id);
    const one = await getJson('/api/user/analysis-stats', fresh.session, analysisStatsSchema);
    expect(one.stats.totalRecordings).toBe(1);
    expect(one.trends).toBeNull();
  });

  it('averages every session and compares the latest with the ones before', async () => {
    const { user, session } = await signedInUser(server);
    for (const [clarity, filler, wpm, pace] of [
      [5, 6, 120, 'slow'],
      [5, 6, 124, 'slow'],
      [8, 2, 150, 'moderate'],
      [8, 2, 146, 'moderate'],
      [8, 2, 144, 'moderate'],
    ] as const) {
      await createScoredRecording(server.db, user.id, {
        clarityScore: clarity,
        fillerPercentage: filler,
        paceWpm: wpm,
        speakingPace: pace,
      });
    }
    const { stats, trends } = await getJson(
      '/api/user/analysis-stats',
      session,
      analysisStatsSchema,
    );
    expect(stats.totalRecordings).toBe(5);
    expect(stats.averageClarity).toBe(6.8);
    expect(stats.averageFillerPercentage).toBe(3.6);
    expect(stats.averageFillerWords).toBe(14.4);
    expect(stats.mostCommonPace).toBe('moderate');
    expect(stats.recentAverageWPM).toBe(137);
    // Latest 2 (8, 8) against the 2 before (5, 8): +23%.
    expect(trends?.clarity).toEqual({ value: 8, direction: 'up', percentage: 23, improving: true });
    // Fillers went from 4% to 2%: down, and down is better.
    expect(trends?.fillerWords).toMatchObject({
      direction: 'down',
      percentage: 50,
      improving: true,
    });
    expect(trends?.confidence).toMatchObject({ direction: 'steady', improving: null });
  });
});

describe('GET /api/user/stats', () => {
  it('counts sessions, minutes and streaks, and places the user on the 90-day journey', async () => {
    const { user, session } = await signedInUser(server);
    const today = new Date();
    const yesterday = addDays(today, -1);
    await createScoredRecording(server.db, user.id, { createdAt: addDays(today, -10) });
    await createScoredRecording(server.db, user.id, { createdAt: yesterday, duration: 120 });
    await createScoredRecording(server.db, user.id, { createdAt: today, clarityScore: 9 });
    const stats = await getJson('/api/user/stats', session, userStatsSchema);
    expect(stats).toMatchObject({
      totalSessions: 3,
      totalPracticeMinutes: 8,
      currentStreakDays: 2,
      longestStreakDays: 2,
      journey: {
        day: 11,
        totalDays: 90,
        phase: { number: 1, title: 'Foundations: Clarity & Confidence' },
      },
    });
    expect(stats.scoreHistory.map((point) => point.clarity)).toEqual([7, 7, 9]);
  });

  it('has no journey before the first session', async () => {
    const fresh = await signedInUser(server);
    const stats = await getJson('/api/user/stats', fresh.session, userStatsSchema);
    expect(stats).toMatchObject({ totalSessions: 0, journey: null, scoreHistory: [] });
  });
});

describe('GET /api/challenges/active', () => {
  /** Challenges of our own in this week's window, so the test does not depend on the rotation. */
  async function addChallenge(values: {
    key: string;
    challengeType: string;
    targetMetric: string;
    targetValue: number;
    rewardBadge: string;
  }) {
    const start = startOfWeek(new Date());
    const [row] = await server.db
      .insert(weeklyChallenges)
      .values({
        challengeKey: `${values.key}-${crypto.randomUUID()}`,
        title: `Test: ${values.key}`,
        description: 'A challenge made by the test.',
        challengeType: values.challengeType,
        targetMetric: values.targetMetric,
        targetValue: values.targetValue,
        rewardBadge: values.rewardBadge,
        startDate: start,
        endDate: addDays(start, 7),
      })
      .returning();
    if (!row) throw new Error('no challenge');
    return row;
  }

  it("lists this week's challenges, at 0 before any session", async () => {
    const { session } = await signedInUser(server);
    const { challenges } = await getJson('/api/challenges/active', session, activeChallengesSchema);
    expect(challenges.length).toBeGreaterThanOrEqual(3);
    for (const challenge of challenges) {
      expect(challenge).toMatchObject({ currentValue: 0, isCompleted: false, completedAt: null });
      expect(new Date(challenge.startDate).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(challenge.endDate).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('moves with each session in the window and grants the reward badge once on completion', async () => {
    const sessions = await addChallenge({
      key: 'two-sessions',
      challengeType: 'session_count',
      targetMetric: 'sessions',
      targetValue: 2,
      rewardBadge: 'Double Take',
    });
    const clarity = await addChallenge({
      key: 'clarity-nine',
      challengeType: 'score_threshold',
      targetMetric: 'clarity_score',
      targetValue: 9,
      rewardBadge: 'Test Crystal',
    });
    const average = await addChallenge({
      key: 'average-seven',
      challengeType: 'metric_average',
      targetMetric: 'confidence_score',
      targetValue: 7,
      rewardBadge: 'Test Presence',
    });
    const { user, session } = await signedInUser(server);
    // Last week's session is outside the window and counts for nothing.
    await createScoredRecording(server.db, user.id, {
      createdAt: addDays(startOfWeek(new Date()), -1),
      clarityScore: 10,
    });
    await createScoredRecording(server.db, user.id, { clarityScore: 8, confidenceLevel: 9 });
    const mine = async () =>
      new Map(
        (await getJson('/api/challenges/active', session, activeChallengesSchema)).challenges.map(
          (challenge) => [challenge.id, challenge],
        ),
      );
    let progress = await mine();
    expect(progress.get(sessions.id)).toMatchObject({ currentValue: 1, isCompleted: false });
    expect(progress.get(clarity.id)).toMatchObject({ currentValue: 8, isCompleted: false });

    await createScoredRecording(server.db, user.id, { clarityScore: 9, confidenceLevel: 9 });
    progress = await mine();
    expect(progress.get(sessions.id)).toMatchObject({ currentValue: 2, isCompleted: true });
    expect(progress.get(clarity.id)).toMatchObject({ currentValue: 9, isCompleted: true });
    // An average over 2 sessions is not yet a week's average (3 needed).
    expect(progress.get(average.id)).toMatchObject({ currentValue: 9, isCompleted: false });

    await createScoredRecording(server.db, user.id, { clarityScore: 5, confidenceLevel: 6 });
    progress = await mine();
    expect(progress.get(average.id)).toMatchObject({ currentValue: 8, isCompleted: true });
    expect(progress.get(sessions.id)).toMatchObject({ currentValue: 3, isCompleted: true });

    const badges = await server.db
      .select()
      .from(achievements)
      .where(eq(achievements.userId, user.id));
    const challengeBadges = badges.filter((badge) => badge.achievementType === 'challenge');
    const titles = challengeBadges.map((badge) => badge.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Double Take', 'Test Crystal', 'Test Presence']),
    );
    // Completed challenges stay completed and grant nothing twice.
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((title) => title === 'Double Take')).toHaveLength(1);
  });
});

describe('GET /api/achievements', () => {
  it('grants each badge tier once, at 7 sessions, and lists the ladder', async () => {
    const { user, session } = await signedInUser(server);
    await insertSessionHistory(server.db, user.id, 5);
    await createScoredRecording(server.db, user.id);
    let body = await getJson('/api/achievements', session, achievementsResponseSchema);
    expect(body.currentTier).toBeNull();
    expect(body.achievements.filter((item) => item.achievementType === 'tier')).toEqual([]);

    await createScoredRecording(server.db, user.id);
    await createScoredRecording(server.db, user.id);
    body = await getJson('/api/achievements', session, achievementsResponseSchema);
    expect(body.totalRecordings).toBe(8);
    expect(body.currentTier).toMatchObject({ title: 'Rising Star', threshold: 7 });
    expect(body.nextTier).toMatchObject({ title: 'Committed', threshold: 20 });
    const tiers = body.achievements.filter((item) => item.achievementType === 'tier');
    expect(tiers.map((item) => item.title)).toEqual(['Rising Star']);
    expect(body.tiers.map((tier) => [tier.title, tier.earned])).toEqual([
      ['Rising Star', true],
      ['Committed', false],
      ['Dedicated', false],
      ['Skilled', false],
      ['Expert', false],
      ['Master', false],
    ]);
  });

  it('does not count a recording in which no words were heard', async () => {
    const { user, session } = await signedInUser(server);
    await createScoredRecording(server.db, user.id, { noWordsDetected: true, wordCount: 0 });
    const overview = await getJson('/api/mastery/overview', session, masteryOverviewSchema);
    expect(overview.totalRecordings).toBe(0);
    const skills = await getJson('/api/mastery/skills', session, masterySkillsSchema);
    expect(skills.skills.every((skill) => skill.practiceCount === 0)).toBe(true);
  });
});

describe('OpenAPI description', () => {
  it('documents the shape of every progress and goal endpoint', async () => {
    const spec = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const documented: [string, string, string][] = [
      ['/api/daily-prompt', 'get', 'promptText'],
      ['/api/user/analysis-stats', 'get', 'trends'],
      ['/api/user/stats', 'get', 'scoreHistory'],
      ['/api/mastery/overview', 'get', 'achievementTier'],
      ['/api/mastery/skills', 'get', 'skills'],
      ['/api/challenges/active', 'get', 'challenges'],
      ['/api/goal-templates', 'get', 'expectedImprovement'],
      ['/api/goals', 'get', 'goals'],
      ['/api/goals/active', 'get', 'goal'],
      ['/api/goals/select', 'post', 'goal'],
      ['/api/goals/{id}/session', 'post', 'entry'],
      ['/api/goals/{id}/progress', 'get', 'entries'],
      ['/api/achievements', 'get', 'tiers'],
    ];
    for (const [path, method, field] of documented) {
      const response = spec.paths[path]?.[method]?.responses['200'];
      expect(JSON.stringify(response), `${method} ${path}`).toContain(`"${field}"`);
    }
  });
});
