import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('isLoopbackAddress', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.1',
    ]) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '203.0.113.7',
      '::ffff:10.0.0.5',
      'fe80::1',
      '128.0.0.1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('knows the listening addresses that reach this machine only', () => {
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '127.0.1.1']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '[::]', '10.0.0.5', 'cadence.example', 'fe80::1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
