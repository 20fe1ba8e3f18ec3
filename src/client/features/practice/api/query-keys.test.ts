import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterAnalysis, invalidateAfterDelete, keyUnder } from './query-keys';

describe('cache keys', () => {
  it('match a path and the paths under it', () => {
    expect(keyUnder(['/api/goals'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goals/active'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goals', 'g1', 'progress'], ['/api/goals'])).toBe(true);
    expect(keyUnder(['/api/goal-templates'], ['/api/goals'])).toBe(false);
    expect(keyUnder([42], ['/api/goals'])).toBe(false);
  });

  it('refresh what an analysis changes and leave the rest', async () => {
    const client = new QueryClient();
    const keys = [
      ['/api/auth/me'],
      ['/api/user/analysis-stats'],
      ['/api/user/stats'],
      ['/api/goals/active'],
      ['/api/goals', 'g1', 'progress'],
      ['/api/achievements'],
      ['/api/recordings'],
      ['/api/user/practice-limit'],
      ['/api/goal-templates'],
      ['/api/daily-prompt'],
    ];
    keys.forEach((key) => client.setQueryData(key, 1));
    await invalidateAfterAnalysis(client);
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual(keys.slice(0, 8));
  });

  it('drop a deleted recording and refresh the history and stats', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/recordings', 'r1'], 1);
    client.setQueryData(['/api/recordings'], []);
    client.setQueryData(['/api/user/stats'], {});
    client.setQueryData(['/api/user/practice-limit'], {});
    client.setQueryData(['/api/auth/me'], {});
    await invalidateAfterDelete(client, 'r1');
    expect(client.getQueryData(['/api/recordings', 'r1'])).toBeUndefined();
    expect(client.getQueryState(['/api/recordings'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/user/stats'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/user/practice-limit'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/auth/me'])?.isInvalidated).toBe(false);
  });
});
