import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE } from '../../errors';
import { ROUTE_AREAS, ROUTE_LIST, routes } from './index';
import { fillPath, isCachedRoute, queryKeyPath } from '../route';

const FIELDS = new Set([
  'method',
  'path',
  'params',
  'query',
  'body',
  'consumes',
  'status',
  'response',
  'accepted',
  'unavailable',
  'codes',
  'queryKey',
]);

const placeholders = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

const label = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the API contract', () => {
  it('names each route once, whatever its area', () => {
    const named = Object.values(ROUTE_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(named).size).toBe(named.length);
    expect(Object.keys(routes)).toHaveLength(named.length);
  });

  it('has one entry per method and path, each under /api/', () => {
    const keys = ROUTE_LIST.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTE_LIST) expect(route.path, label(route)).toMatch(/^\/api\/[a-z]/);
  });

  it('gives each placeholder of a path a params schema, and no other', () => {
    for (const route of ROUTE_LIST) {
      const names = placeholders(route.path);
      if (names.length === 0) {
        expect(route.params, label(route)).toBeUndefined();
        continue;
      }
      expect(route.params, label(route)).toBeInstanceOf(z.ZodObject);
      const shape = (route.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), label(route)).toEqual(names);
    }
  });

  it('declares only codes of the catalogue, each once', () => {
    for (const route of ROUTE_LIST) {
      expect(new Set(route.codes).size, label(route)).toBe(route.codes.length);
      for (const code of route.codes) expect(ERROR_CATALOGUE, label(route)).toHaveProperty(code);
    }
  });

  it('keys only GET routes, and only routes with a body of success', () => {
    for (const route of ROUTE_LIST.filter(isCachedRoute)) {
      expect(route.method, label(route)).toBe('GET');
      expect(route.response, label(route)).toBeDefined();
    }
  });

  it('keys each cached route by its path, so the key joined is the path it reads (R7.4)', () => {
    for (const route of ROUTE_LIST.filter(isCachedRoute)) {
      const params = Object.fromEntries(placeholders(route.path).map((name) => [name, `${name}1`]));
      const key = (route.queryKey as (values: object) => readonly string[])(params);
      expect(key[0], label(route)).toBe(queryKeyPath(route));
      expect(key.join('/'), label(route)).toBe(fillPath(route.path, params));
    }
  });

  it('answers 204 with no body, and holds no field the contract does not know', () => {
    for (const route of ROUTE_LIST) {
      if (route.status === 204) expect(route.response, label(route)).toBeUndefined();
      for (const field of Object.keys(route)) expect(FIELDS, label(route)).toContain(field);
    }
  });
});
