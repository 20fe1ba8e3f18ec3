import { describe, expect, it } from 'vitest';
import { CHANGED_BY_ANALYSIS, CHANGED_BY_ANALYSIS_KEYS } from './changed-by-analysis';
import { ROUTE_LIST } from './contract';
import { isCachedRoute, queryKeyPath } from './route';

describe('what a finished analysis changes', () => {
  it('names cached GET routes of the contract, each once', () => {
    expect(new Set(CHANGED_BY_ANALYSIS).size).toBe(CHANGED_BY_ANALYSIS.length);
    for (const route of CHANGED_BY_ANALYSIS) {
      expect(ROUTE_LIST).toContain(route);
      expect(route.method).toBe('GET');
      expect(isCachedRoute(route), route.path).toBe(true);
    }
  });

  it("lists as keys only a cached GET route's key, or the start of one", () => {
    const keys = ROUTE_LIST.filter(isCachedRoute).map(queryKeyPath);
    for (const path of CHANGED_BY_ANALYSIS_KEYS) {
      expect(
        keys.some((key) => key === path || key.startsWith(`${path}/`)),
        path,
      ).toBe(true);
    }
  });

  it('covers mastery and challenges route by route, and nothing no route serves', () => {
    expect(CHANGED_BY_ANALYSIS_KEYS).toEqual(
      expect.arrayContaining([
        '/api/mastery/overview',
        '/api/mastery/skills',
        '/api/challenges/active',
      ]),
    );
    expect(CHANGED_BY_ANALYSIS_KEYS).not.toContain('/api/stats');
  });
});
