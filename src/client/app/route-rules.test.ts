import { describe, expect, it } from 'vitest';
import { isPaymentReturn, recordingPath, signInRedirectPath } from './route-rules';

describe('isPaymentReturn', () => {
  it.each([
    ['?subscription=success', true],
    ['subscription=success', true],
    ['?session_id=cs_test_1', true],
    ['?subscription=cancelled', false],
    ['', false],
  ])('%s -> %s', (search, expected) => {
    expect(isPaymentReturn(search)).toBe(expected);
  });
});

describe('sign-in redirects', () => {
  it('carries the destination in a redirect parameter on the home page', () => {
    expect(signInRedirectPath(recordingPath('abc'))).toBe('/?redirect=/recordings/abc');
  });

  it('keeps an odd recording id from breaking the query string', () => {
    expect(recordingPath('a&b')).toBe('/recordings/a%26b');
  });
});
