import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masteryOverviewSchema, masterySkillsSchema } from '@shared/progress/schemas';
import { masteryPhases, skillHealth } from '../../db/schema';
import type { SessionScores } from '../../test/progress-factories';
import { createScoredRecording, insertSessionHistory } from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function overview(session: string) {
  const response = await server.request('/api/mastery/overview', { session });
  expect(response.status).toBe(200);
  return masteryOverviewSchema.parse(await response.json());
}

/** A user whose `sessions`-th session, with these scores, has just been analysed. */
async function userAfter(sessions: number, scores: SessionScores) {
  const account = await signedInUser(server);
  await insertSessionHistory(server.db, account.user.id, sessions - 1, scores);
  await createScoredRecording(server.db, account.user.id, scores);
  return account;
}

const confidenceMet = { paceScore: 6, fillerPercentage: 3 };
const persuasionMet = { ...confidenceMet, clarityScore: 7, confidenceLevel: 7 };
const masteryMet = { paceScore: 8, clarityScore: 8, confidenceLevel: 8, fillerPercentage: 2 };

describe('mastery phase thresholds, just below and just at each bound', () => {
  it.each([
    ['Foundation needs 15 sessions: 14', 14, {}, 'foundation', 'current'],
    ['Foundation needs 15 sessions: 15', 15, {}, 'confidence', 'current'],
    ['Confidence needs 35 sessions: 34', 34, confidenceMet, 'confidence', 'current'],
    ['Confidence: 35 at pace 6 and fillers 3%', 35, confidenceMet, 'persuasion', 'current'],
    [
      'Confidence: pace score just under 6',
      35,
      { ...confidenceMet, paceScore: 5.9 },
      'confidence',
      'current',
    ],
    [
      'Confidence: fillers just over 3%',
      35,
      { ...confidenceMet, fillerPercentage: 3.01 },
      'confidence',
      'current',
    ],
    ['Persuasion needs 75 sessions: 74', 74, persuasionMet, 'persuasion', 'current'],
    ['Persuasion: 75 at clarity and confidence 7', 75, persuasionMet, 'mastery', 'current'],
    [
      'Persuasion: clarity just under 7',
      75,
      { ...persuasionMet, clarityScore: 6.9 },
      'persuasion',
      'current',
    ],
    [
      'Persuasion: confidence just under 7',
      75,
      { ...persuasionMet, confidenceLevel: 6.9 },
      'persuasion',
      'current',
    ],
    ['Mastery needs 150 sessions: 149', 149, masteryMet, 'mastery', 'current'],
    ['Mastery: 150 at 8, 8, 8 and 2%', 150, masteryMet, 'mastery', 'completed'],
    ['Mastery: pace just under 8', 150, { ...masteryMet, paceScore: 7.9 }, 'mastery', 'current'],
    [
      'Mastery: fillers just over 2%',
      150,
      { ...masteryMet, fillerPercentage: 2.01 },
      'mastery',
      'current',
    ],
  ] as const)('%s', async (_label, sessions, scores, phase, status) => {
    const { session } = await userAfter(sessions, scores);
    const result = await overview(session);
    expect(result.phase).toBe(phase);
    expect(result.totalRecordings).toBe(sessions);
    expect(result.phases.find((entry) => entry.key === phase)?.status).toBe(status);
  });

  it('stores the unlock times and counts each session in the phase it was made in', async () => {
    const { user, session } = await userAfter(15, {});
    await createScoredRecording(server.db, user.id);
    const [row] = await server.db
      .select()
      .from(masteryPhases)
      .where(eq(masteryPhases.userId, user.id));
    expect(row).toMatchObject({
      currentPhase: 2,
      totalSessionsInPhase1: 1,
      totalSessionsInPhase2: 1,
      totalSessionsInPhase3: 0,
    });
    expect(row?.phase1UnlockedAt).toBeInstanceOf(Date);
    expect(row?.phase2UnlockedAt).toBeInstanceOf(Date);
    expect(row?.phase3UnlockedAt).toBeNull();

    const result = await overview(session);
    expect(result.phases.map((phase) => phase.status)).toEqual([
      'completed',
      'current',
      'locked',
      'locked',
    ]);
    expect(result.phases[1]?.unlockedAt).toBe(row?.phase2UnlockedAt?.toISOString());
  });

  it('reports each requirement with its progress, lower-is-better ones included', async () => {
    const { session } = await userAfter(21, { paceScore: 4.5, fillerPercentage: 4 });
    const confidence = (await overview(session)).phases[1];
    expect(confidence?.requirements).toEqual([
      expect.objectContaining({
        measure: 'sessions',
        current: 21,
        target: 35,
        progress: 60,
        met: false,
      }),
      expect.objectContaining({
        measure: 'averagePaceScore',
        current: 4.5,
        progress: 75,
        met: false,
      }),
      // 3% target at 4%: 3 / 4 = 75% along.
      expect.objectContaining({
        measure: 'averageFillerPercent',
        direction: 'atMost',
        current: 4,
        progress: 75,
        met: false,
      }),
    ]);
    expect(confidence?.allRequirementsMet).toBe(false);
  });

  it('gives the badge tier and the next one', async () => {
    const { session } = await userAfter(7, {});
    expect(await overview(session)).toMatchObject({
      achievementTier: { title: 'Rising Star', tier: 'Rising Star', threshold: 7 },
      nextTier: { title: 'Committed', threshold: 20 },
    });
  });
});

describe('GET /api/mastery/skills', () => {
  it('lists the four skills at full health before any practice', async () => {
    const { session } = await signedInUser(server);
    const response = await server.request('/api/mastery/skills', { session });
    const { skills } = masterySkillsSchema.parse(await response.json());
    expect(skills.map((skill) => [skill.skill, skill.practiceCount, skill.healthScore])).toEqual([
      ['pace', 0, 100],
      ['filler_words', 0, 100],
      ['clarity', 0, 100],
      ['confidence', 0, 100],
    ]);
  });

  it('dates the practice from when the session was made, not when it was analysed', async () => {
    const { user, session } = await signedInUser(server);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await createScoredRecording(server.db, user.id, { createdAt: tenDaysAgo });
    const { skills } = masterySkillsSchema.parse(
      await (await server.request('/api/mastery/skills', { session })).json(),
    );
    // 100 x 0.98^10 = 81.7
    expect(skills[0]).toMatchObject({
      healthScore: 81.7,
      lastPracticedAt: tenDaysAgo.toISOString(),
    });
  });

  it('averages each skill, decays 2% a day without practice and flags what has dropped low', async () => {
    const { user, session } = await signedInUser(server);
    await createScoredRecording(server.db, user.id, { clarityScore: 6, paceScore: 9 });
    await createScoredRecording(server.db, user.id, { clarityScore: 8, paceScore: 9 });
    const thirtyDaysAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await server.db
      .update(skillHealth)
      .set({ lastPracticedAt: thirtyDaysAgo })
      .where(and(eq(skillHealth.userId, user.id), eq(skillHealth.skillType, 'clarity')));

    const response = await server.request('/api/mastery/skills', { session });
    const { skills } = masterySkillsSchema.parse(await response.json());
    const clarity = skills.find((skill) => skill.skill === 'clarity');
    const pace = skills.find((skill) => skill.skill === 'pace');
    expect(clarity).toMatchObject({ practiceCount: 2, averageScore: 7, needsAttention: true });
    // 100 x 0.98^30 = 54.5
    expect(clarity?.healthScore).toBe(54.5);
    expect(pace).toMatchObject({
      practiceCount: 2,
      averageScore: 9,
      healthScore: 100,
      needsAttention: false,
    });

    const [stored] = await server.db
      .select()
      .from(skillHealth)
      .where(and(eq(skillHealth.userId, user.id), eq(skillHealth.skillType, 'clarity')));
    expect(stored?.needsAttention).toBe(true);

    // Practice restores it in proportion to the score: 54.5 + 45.5 x 0.8.
    await createScoredRecording(server.db, user.id, { clarityScore: 8 });
    const after = masterySkillsSchema.parse(
      await (await server.request('/api/mastery/skills', { session })).json(),
    );
    expect(after.skills.find((skill) => skill.skill === 'clarity')).toMatchObject({
      healthScore: 90.9,
      needsAttention: false,
    });
  });
});
