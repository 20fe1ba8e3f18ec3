import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import {
  ACHIEVEMENTS_QUERY_KEY,
  ACTIVE_GOAL_QUERY_KEY,
  ANALYSIS_STATS_QUERY_KEY,
  GOALS_QUERY_KEY,
  USER_STATS_QUERY_KEY,
  goalProgressQueryKey,
} from '@client/lib/endpoints/query-keys';
import { createQueryClient } from '@client/lib/query-client';
import { GOAL_ID, GUEST_RESPONSE, buildGoal, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { settleAnalysis } from './after-analysis';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION_ROUTE = `POST /api/goals/${GOAL_ID}/session`;
const CHANGED = [
  CURRENT_USER_QUERY_KEY,
  ANALYSIS_STATS_QUERY_KEY,
  USER_STATS_QUERY_KEY,
  GOALS_QUERY_KEY,
  goalProgressQueryKey(GOAL_ID),
  ACHIEVEMENTS_QUERY_KEY,
];

function setUp(routes: FakeRoutes, me = signedIn()) {
  const api = fakeApi(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, me);
  CHANGED.slice(1).forEach((key) => queryClient.setQueryData(key, {}));
  const invalidated = () =>
    CHANGED.filter((key) => queryClient.getQueryState(key)?.isInvalidated).length;
  return { api, queryClient, invalidated };
}

const sessionReply = {
  body: {
    goal: buildGoal(),
    entry: {
      id: '0c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c',
      recordingId: RECORDING_ID,
      sessionScore: 6,
      metricValue: 12.5,
      improvementFromBaseline: null,
      createdAt: '2026-03-14T09:31:00.000Z',
    },
    created: true,
  },
};

describe('after an analysis (product rules R4.44 and R7.19)', () => {
  it("counts the recording toward the active goal with the metric's value, then refreshes", async () => {
    const { api, queryClient, invalidated } = setUp({
      'GET /api/goals/active': { body: { goal: buildGoal({ targetMetric: 'filler_reduction' }) } },
      [SESSION_ROUTE]: sessionReply,
    });
    await settleAnalysis(queryClient, buildRecording({ fillerWords: 1, wordCount: 8 }));
    expect(api.callsTo(SESSION_ROUTE)[0]?.body).toEqual({
      goalId: GOAL_ID,
      recordingId: RECORDING_ID,
      metricValue: 12.5,
    });
    expect(invalidated()).toBe(CHANGED.length);
    // The active goal is read again too, now with the session counted.
    expect(queryClient.getQueryState(ACTIVE_GOAL_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('only logs a failed goal update, and still refreshes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient, invalidated } = setUp({
      'GET /api/goals/active': { body: { goal: buildGoal() } },
      [SESSION_ROUTE]: { status: 500, body: { message: 'Database unavailable' } },
    });
    await settleAnalysis(queryClient, buildRecording());
    expect(log).toHaveBeenCalledWith('Goal progress could not be updated', expect.any(Error));
    expect(invalidated()).toBe(CHANGED.length);
  });

  it('sends nothing without an active goal', async () => {
    const { api, queryClient } = setUp({ 'GET /api/goals/active': { body: { goal: null } } });
    await settleAnalysis(queryClient, buildRecording());
    expect(api.callsTo(SESSION_ROUTE)).toHaveLength(0);
  });

  it('sends nothing for a guest or a recording still waiting for its speaker', async () => {
    const guest = setUp({}, GUEST_RESPONSE);
    await settleAnalysis(guest.queryClient, buildRecording());
    expect(guest.api.calls).toHaveLength(0);

    const waiting = setUp({ 'GET /api/goals/active': { body: { goal: buildGoal() } } });
    await settleAnalysis(
      waiting.queryClient,
      buildRecording({ analysisStatus: 'awaiting_speaker' }),
    );
    expect(waiting.api.calls).toHaveLength(0);
    expect(waiting.invalidated()).toBe(CHANGED.length);
  });
});
