import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS_QUERY_KEY,
  ACTIVE_CHALLENGES_QUERY_KEY,
  ACTIVE_GOAL_QUERY_KEY,
  ANALYSIS_STATS_QUERY_KEY,
  CLIENT_ASSIGNMENTS_QUERY_KEY,
  CRUTCH_PHRASES_QUERY_KEY,
  GOALS_QUERY_KEY,
  GOAL_TEMPLATES_QUERY_KEY,
  MASTERY_OVERVIEW_QUERY_KEY,
  MASTERY_SKILLS_QUERY_KEY,
  PLANS_QUERY_KEY,
  SUBSCRIPTION_STATUS_QUERY_KEY,
  USER_STATS_QUERY_KEY,
  goalProgressQueryKey,
  invalidateAfterAnalysis,
  invalidateAfterDelete,
  invalidateAfterSubscriptionChange,
  invalidateGoals,
  keyUnder,
} from './query-keys';

function cacheWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  keys.forEach((key) => client.setQueryData(key, 1));
  const invalidated = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated);
  return { client, invalidated };
}

describe('cache keys', () => {
  it('are the API paths, so the default read fetches the right one', () => {
    expect(goalProgressQueryKey('g1').join('/')).toBe('/api/goals/g1/progress');
    expect(ANALYSIS_STATS_QUERY_KEY.join('/')).toBe('/api/user/analysis-stats');
  });

  it('match a path and the paths under it', () => {
    expect(keyUnder(['/api/goals'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goals/active'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goals', 'g1', 'progress'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goal-templates'], ['/api/goals'])).toBe(false);
    expect(keyUnder([42], ['/api/goals'])).toBe(false);
  });

  it('refresh what an analysis changes (product rules R7.19) and leave the rest', async () => {
    const changed = [
      ['/api/auth/me'],
      ANALYSIS_STATS_QUERY_KEY,
      USER_STATS_QUERY_KEY,
      GOALS_QUERY_KEY,
      ACTIVE_GOAL_QUERY_KEY,
      goalProgressQueryKey('g1'),
      ACHIEVEMENTS_QUERY_KEY,
      MASTERY_OVERVIEW_QUERY_KEY,
      MASTERY_SKILLS_QUERY_KEY,
      ACTIVE_CHALLENGES_QUERY_KEY,
      ['/api/recordings'],
      ['/api/user/practice-limit'],
      CRUTCH_PHRASES_QUERY_KEY,
      CLIENT_ASSIGNMENTS_QUERY_KEY,
    ];
    const unchanged = [GOAL_TEMPLATES_QUERY_KEY, ['/api/daily-prompt'], PLANS_QUERY_KEY];
    const { client, invalidated } = cacheWith([...changed, ...unchanged]);
    await invalidateAfterAnalysis(client);
    expect(invalidated()).toEqual(changed);
  });

  it('drop a deleted recording and refresh the history, stats and progress', async () => {
    const { client, invalidated } = cacheWith([
      ['/api/recordings', 'r1'],
      ['/api/recordings'],
      USER_STATS_QUERY_KEY,
      ['/api/user/practice-limit'],
      MASTERY_OVERVIEW_QUERY_KEY,
      ACTIVE_GOAL_QUERY_KEY,
      CRUTCH_PHRASES_QUERY_KEY,
      ['/api/auth/me'],
    ]);
    await invalidateAfterDelete(client, 'r1');
    expect(client.getQueryData(['/api/recordings', 'r1'])).toBeUndefined();
    expect(invalidated()).toEqual([
      ['/api/recordings'],
      USER_STATS_QUERY_KEY,
      ['/api/user/practice-limit'],
      MASTERY_OVERVIEW_QUERY_KEY,
      ACTIVE_GOAL_QUERY_KEY,
      CRUTCH_PHRASES_QUERY_KEY,
    ]);
  });

  it('refresh every goal query after a goal is chosen, and not the templates', async () => {
    const { client, invalidated } = cacheWith([
      GOALS_QUERY_KEY,
      ACTIVE_GOAL_QUERY_KEY,
      goalProgressQueryKey('g1'),
      GOAL_TEMPLATES_QUERY_KEY,
    ]);
    await invalidateGoals(client);
    expect(invalidated()).toEqual([
      GOALS_QUERY_KEY,
      ACTIVE_GOAL_QUERY_KEY,
      goalProgressQueryKey('g1'),
    ]);
  });

  it('refresh the user, the subscription status and the practice limit after a subscription change', async () => {
    const { client, invalidated } = cacheWith([
      ['/api/auth/me'],
      SUBSCRIPTION_STATUS_QUERY_KEY,
      ['/api/user/practice-limit'],
      PLANS_QUERY_KEY,
      ['/api/recordings'],
    ]);
    await invalidateAfterSubscriptionChange(client);
    expect(invalidated()).toEqual([
      ['/api/auth/me'],
      SUBSCRIPTION_STATUS_QUERY_KEY,
      ['/api/user/practice-limit'],
    ]);
  });
});
