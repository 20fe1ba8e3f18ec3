import { describe, expect, it } from 'vitest';
import { redirectFromSearch, safeRedirectPath } from './redirect';

describe('redirect parameter', () => {
  it('follows paths on this site', () => {
    expect(safeRedirectPath('/recordings/r1')).toBe('/recordings/r1');
    expect(redirectFromSearch('?redirect=%2Fsettings')).toBe('/settings');
    expect(redirectFromSearch('login=true&redirect=/recordings/r1/select-speaker')).toBe(
      '/recordings/r1/select-speaker',
    );
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'settings', '', null])(
    'ignores %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});
