import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiPath,
  defineCachedRoute,
  defineRoute,
  fillPath,
  isCachedRoute,
  queryKeyPath,
} from './route';

const getRecording = defineCachedRoute({
  method: 'GET',
  path: '/api/recordings/:id',
  params: z.object({ id: z.string() }),
  codes: ['NOT_FOUND'],
});
const dismissFiller = defineRoute({
  method: 'POST',
  path: '/api/recordings/:id/fillers/:index/dismiss',
  codes: [],
});
const listRecordings = defineCachedRoute({ method: 'GET', path: '/api/recordings', codes: [] });

describe('apiPath', () => {
  it('puts each parameter in its placeholder, encoded for a URL', () => {
    expect(apiPath(getRecording, { id: 'r1' })).toBe('/api/recordings/r1');
    expect(apiPath(dismissFiller, { id: 'a/b c', index: 3 })).toBe(
      '/api/recordings/a%2Fb%20c/fillers/3/dismiss',
    );
    expect(apiPath(listRecordings)).toBe('/api/recordings');
  });

  it('refuses a path whose parameter is missing rather than send it to the wrong place', () => {
    expect(() => fillPath('/api/goals/:id/progress', {})).toThrow(/"id"/);
  });
});

describe('query keys', () => {
  it('are the path up to the first parameter, then each later segment (R7.4)', () => {
    expect(listRecordings.queryKey()).toEqual(['/api/recordings']);
    expect(getRecording.queryKey({ id: 'r1' })).toEqual(['/api/recordings', 'r1']);
    const clientRecording = defineCachedRoute({
      method: 'GET',
      path: '/api/coach/clients/:id/recordings/:recordingId',
      codes: [],
    });
    const key = clientRecording.queryKey({ id: 'c1', recordingId: 'r/2' });
    expect(key).toEqual(['/api/coach/clients', 'c1', 'recordings', 'r/2']);
    expect(key[0]).toBe(queryKeyPath(clientRecording));
  });

  it('joined, read the path they name', () => {
    expect(getRecording.queryKey({ id: 'r1' }).join('/')).toBe(apiPath(getRecording, { id: 'r1' }));
  });

  it('belong to cached routes only', () => {
    expect(isCachedRoute(getRecording)).toBe(true);
    expect(isCachedRoute(dismissFiller)).toBe(false);
  });
});
