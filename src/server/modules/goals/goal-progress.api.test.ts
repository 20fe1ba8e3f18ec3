import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/domain/calendar';
import {
  activeGoalResponseSchema,
  goalListResponseSchema,
  goalProgressResponseSchema,
  goalSessionResponseSchema,
  goalTemplateListSchema,
  type GoalTemplate,
} from '@shared/goals/schemas';
import { achievements, goalProgress } from '../../db/schema';
import { errorMessage, postJson } from '../../test/auth-helpers';
import { createScoredRecording, createSessions } from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let templates: GoalTemplate[];
beforeAll(async () => {
  server = await startTestServer();
  templates = goalTemplateListSchema.parse(
    await (await server.request('/api/goal-templates')).json(),
  );
});
afterAll(() => server?.close());

const template = (title: string) => {
  const found = templates.find((entry) => entry.title === title);
  if (!found) throw new Error(`No template ${title}`);
  return found;
};

async function choose(session: string, title: string) {
  const response = await postJson(
    server,
    '/api/goals/select',
    { templateId: template(title).id, category: 'practice' },
    session,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { goal: { id: string } }).goal;
}

async function activeGoal(session: string) {
  const response = await server.request('/api/goals/active', { session });
  expect(response.status).toBe(200);
  return activeGoalResponseSchema.parse(await response.json()).goal;
}

describe('goal reads', () => {
  it.each(['/api/goals', '/api/goals/active'])('%s needs a signed-in user', async (path) => {
    expect(await errorMessage(await server.request(path), 401)).toBe(
      'Please sign in to set and track your speaking goals.',
    );
  });

  it('has no active goal at first, then the chosen one; the list keeps the earlier one', async () => {
    const { session } = await signedInUser(server);
    expect(await activeGoal(session)).toBeNull();
    await choose(session, 'Find Your Ideal Pace');
    await choose(session, '12 Sessions in 4 Weeks');
    expect(await activeGoal(session)).toMatchObject({
      title: '12 Sessions in 4 Weeks',
      baselineValue: 0,
      targetValue: 12,
      currentValue: 0,
      progressPercent: 0,
      milestoneLevel: 'none',
    });
    const list = goalListResponseSchema.parse(
      await (await server.request('/api/goals', { session })).json(),
    );
    expect(list.goals.map((goal) => [goal.title, goal.isActive])).toEqual([
      ['12 Sessions in 4 Weeks', true],
      ['Find Your Ideal Pace', false],
    ]);
  });
});

describe('baselines and targets', () => {
  it("takes the baseline from the user's latest 5 sessions and the target from the template", async () => {
    const { user, session } = await signedInUser(server);
    await createScoredRecording(server.db, user.id, { clarityScore: 1 });
    for (const clarity of [4, 5, 5, 5, 6]) {
      await createScoredRecording(server.db, user.id, { clarityScore: clarity });
    }
    await choose(session, 'Speak With Crystal Clarity');
    // Mean of the latest 5 (4, 5, 5, 5, 6) = 5; 20% better = 6.
    expect(await activeGoal(session)).toMatchObject({ baselineValue: 5, targetValue: 6 });
  });

  it('aims pace goals at the nearest edge of the 130-160 band', async () => {
    const { user, session } = await signedInUser(server);
    await createSessions(server.db, user.id, 2, { paceWpm: 180 });
    await choose(session, 'Find Your Ideal Pace');
    expect(await activeGoal(session)).toMatchObject({ baselineValue: 180, targetValue: 160 });
  });

  it('is not started, at 0%, until a session counts, though the baseline meets the target', async () => {
    const { user, session } = await signedInUser(server);
    await createSessions(server.db, user.id, 2, { paceWpm: 150 });
    await choose(session, 'Find Your Ideal Pace');
    expect(await activeGoal(session)).toMatchObject({
      baselineValue: 150,
      targetValue: 145,
      sessionsCount: 0,
      progressPercent: 0,
      progressState: 'not_started',
      milestoneLevel: 'none',
    });
  });

  it('without earlier sessions, sets the baseline and target from the first session', async () => {
    const { user, session } = await signedInUser(server);
    await choose(session, 'Cut the Filler Words');
    await createScoredRecording(server.db, user.id, { fillerPercentage: 5 });
    // 40% fewer than 5% = 3%.
    expect(await activeGoal(session)).toMatchObject({
      baselineValue: 5,
      targetValue: 3,
      currentValue: 5,
      sessionsCount: 1,
      milestoneLevel: 'started',
      progressPercent: 0,
    });
  });
});

describe('session progress and milestones', () => {
  it('is recorded by the server after each analysis, with milestones granted once each', async () => {
    const { user, session } = await signedInUser(server);
    await createSessions(server.db, user.id, 5, { clarityScore: 5 });
    const goal = await choose(session, 'Speak With Crystal Clarity');

    const steps: [number, string, number][] = [
      // clarity of the session, milestone after it, progress (current = mean of the last 3)
      [5.3, '25', 30],
      [5.6, '25', 45],
      [6.2, '50', 70],
      [6.5, 'achieved', 100],
    ];
    for (const [clarity, milestone, percent] of steps) {
      await createScoredRecording(server.db, user.id, { clarityScore: clarity });
      expect(await activeGoal(session)).toMatchObject({
        milestoneLevel: milestone,
        progressPercent: percent,
      });
    }
    const final = await activeGoal(session);
    expect(final).toMatchObject({
      sessionsCount: 4,
      currentValue: 6.1,
      bestScore: 6.5,
      lastSessionScore: 6.9,
    });

    const milestones = await server.db
      .select()
      .from(achievements)
      .where(eq(achievements.goalId, goal.id));
    expect(milestones.map((row) => row.title).sort()).toEqual(
      [
        'Goal Achieved',
        'Goal Started',
        'Halfway There',
        'Quarter of the Way',
        'Three Quarters Done',
      ].sort(),
    );

    const progress = goalProgressResponseSchema.parse(
      await (await server.request(`/api/goals/${goal.id}/progress`, { session })).json(),
    );
    expect(progress.entries.map((entry) => entry.metricValue)).toEqual([5.3, 5.6, 6.2, 6.5]);
    expect(progress.entries[0]?.improvementFromBaseline).toBe(0.3);
  });

  it('counts days in a row as the streak, and a gap restarts it', async () => {
    const { user, session } = await signedInUser(server);
    await choose(session, '20 Sessions in 30 Days');
    const today = new Date();
    for (const daysAgo of [5, 2, 1, 0, 0]) {
      await createScoredRecording(server.db, user.id, { createdAt: addDays(today, -daysAgo) });
    }
    expect(await activeGoal(session)).toMatchObject({
      streakCount: 3,
      sessionsCount: 5,
      currentValue: 5,
      progressPercent: 25,
      milestoneLevel: '25',
    });
  });
});

describe('POST /api/goals/{id}/session', () => {
  it('needs a signed-in user', async () => {
    const response = await postJson(server, `/api/goals/${crypto.randomUUID()}/session`, {
      recordingId: crypto.randomUUID(),
      metricValue: 5,
    });
    expect(await errorMessage(response, 401)).toBe(
      'Please sign in to set and track your speaking goals.',
    );
  });

  it('rejects a body without a recording', async () => {
    const { session } = await signedInUser(server);
    const goal = await choose(session, 'Speak With Crystal Clarity');
    const response = await postJson(
      server,
      `/api/goals/${goal.id}/session`,
      { metricValue: 5 },
      session,
    );
    expect(await errorMessage(response, 400)).toBe('Recording is required');
  });

  it("answers 404 for another user's goal or recording", async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const goal = await choose(owner.session, 'Speak With Crystal Clarity');
    const otherGoal = await choose(other.session, 'Speak With Crystal Clarity');
    const recording = await createScoredRecording(server.db, owner.user.id);

    const theirGoal = await postJson(
      server,
      `/api/goals/${goal.id}/session`,
      { recordingId: recording.id },
      other.session,
    );
    expect(theirGoal.status).toBe(404);
    const theirRecording = await postJson(
      server,
      `/api/goals/${otherGoal.id}/session`,
      { recordingId: recording.id },
      other.session,
    );
    expect(theirRecording.status).toBe(404);
    const progress = await server.request(`/api/goals/${goal.id}/progress`, {
      session: other.session,
    });
    expect(progress.status).toBe(404);
  });

  it("is idempotent with the server's own count, and measures the recording itself", async () => {
    const { user, session } = await signedInUser(server);
    const goal = await choose(session, 'Speak With Crystal Clarity');
    const recording = await createScoredRecording(server.db, user.id, { clarityScore: 6 });
    const response = await postJson(
      server,
      `/api/goals/${goal.id}/session`,
      { goalId: goal.id, recordingId: recording.id, metricValue: 10 },
      session,
    );
    expect(response.status).toBe(200);
    const body = goalSessionResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ created: false, entry: { metricValue: 6 } });
    expect(body.goal.sessionsCount).toBe(1);
    const rows = await server.db
      .select()
      .from(goalProgress)
      .where(eq(goalProgress.goalId, goal.id));
    expect(rows).toHaveLength(1);
  });

  it('counts a recording made before the goal when the client submits it', async () => {
    const { user, session } = await signedInUser(server);
    const recording = await createScoredRecording(server.db, user.id, { clarityScore: 6 });
    const goal = await choose(session, 'Speak With Crystal Clarity');
    const response = await postJson(
      server,
      `/api/goals/${goal.id}/session`,
      { recordingId: recording.id, metricValue: 6 },
      session,
    );
    const body = goalSessionResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ created: true, goal: { sessionsCount: 1 } });
  });
});
