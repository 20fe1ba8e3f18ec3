import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0';
const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('isMobileDevice (product rules R9.15)', () => {
  it.each([
    [{ userAgent: IPHONE_AGENT, width: 1200, touch: false }, true],
    [{ userAgent: DESKTOP_AGENT, width: 768, touch: true }, true],
    [{ userAgent: DESKTOP_AGENT, width: 390, touch: true }, true],
    [{ userAgent: DESKTOP_AGENT, width: 769, touch: true }, false],
    [{ userAgent: DESKTOP_AGENT, width: 390, touch: false }, false],
    [{ userAgent: DESKTOP_AGENT, width: 1280, touch: false }, false],
  ])('%j is mobile: %s', (view, expected) => {
    expect(isMobileDevice(view)).toBe(expected);
  });

  it('reads a desktop from the test browser', () => {
    expect(isMobileDevice()).toBe(false);
  });
});
