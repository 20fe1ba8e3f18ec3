import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findUnsafeText,
  isUnsafeText,
  refuseUnsafeText,
  UNSAFE_TEXT_MESSAGE,
} from './request-text';

describe('unsafe request text', () => {
  it('finds NUL characters and unpaired surrogates, and nothing in ordinary text', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('Grace Hopper, 😀 café ✓')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('names every place in nested input, keys included', () => {
    expect(
      findUnsafeText({
        name: 'ok',
        tags: ['fine', 'b\u0000d'],
        deep: { ['k\ud800']: 1, v: '\udfff' },
      }),
    ).toEqual([
      ['tags', 1],
      ['deep', 'k\ud800'],
      ['deep', 'v'],
    ]);
    expect(findUnsafeText({ n: 1, b: true, z: null })).toEqual([]);
  });

  it('walks input nested deeper than the call stack allows', () => {
    let deep: unknown = ['\u0000'];
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(1);
  });

  it('refuses before the schema runs, with an issue at each place, and parses as the schema otherwise', () => {
    const schema = refuseUnsafeText(
      z.object({ id: z.string().uuid('Not found'), name: z.string() }),
    );
    const refused = schema.safeParse({ id: 'x\u0000', name: '\ud800' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['id'], UNSAFE_TEXT_MESSAGE],
      [['name'], UNSAFE_TEXT_MESSAGE],
    ]);
    expect(schema.safeParse({ id: 'x', name: 'Ada' }).error?.issues[0]?.message).toBe('Not found');
    const id = '9b2f3c1e-8a4d-4e6f-9b0a-1c2d3e4f5a6b';
    expect(schema.parse({ id, name: 'Ada', extra: 1 })).toEqual({ id, name: 'Ada' });
  });
});
