import { describe, expect, it } from 'vitest';
import { SPEED_WINDOW_MS, createTransferMeter, transferPercent } from './transfer-meter';

const MB = 1024 * 1024;

/** A meter whose clock the test moves. */
function meterAt(total: number) {
  let now = 0;
  const meter = createTransferMeter(total, () => now);
  return { meter, at: (ms: number) => (now = ms) };
}

describe('the transfer meter', () => {
  it('gives no speed or time left before a second of sending', () => {
    const { meter, at } = meterAt(100 * MB);
    at(0);
    meter.record(0);
    at(900);
    expect(meter.record(MB)).toEqual({
      bytesSent: MB,
      bytesTotal: 100 * MB,
      percent: 1,
      bytesPerSecond: null,
      secondsLeft: null,
    });
  });

  it('measures the speed and the time left from the bytes sent', () => {
    const { meter, at } = meterAt(100 * MB);
    at(0);
    meter.record(0);
    at(2_000);
    // 4 MB in 2 s: 2 MB/s, and 96 MB left take 48 s.
    expect(meter.record(4 * MB)).toMatchObject({ bytesPerSecond: 2 * MB, secondsLeft: 48 });
  });

  it('measures over the latest seconds only', () => {
    const { meter, at } = meterAt(100 * MB);
    at(0);
    meter.record(0);
    // Slow at first (1 MB in 10 s), then 1 MB/s for the last five seconds.
    at(10_000);
    meter.record(MB);
    for (let second = 11; second <= 15; second += 1) {
      at(second * 1_000);
      meter.record((second - 9) * MB);
    }
    expect(SPEED_WINDOW_MS).toBe(5_000);
    expect(meter.record(6 * MB).bytesPerSecond).toBe(MB);
  });

  it('starts afresh after a restart or when bytes are sent again', () => {
    const { meter, at } = meterAt(100 * MB);
    at(0);
    meter.record(0);
    at(2_000);
    meter.record(4 * MB);
    at(3_000);
    // A dropped chunk: the server holds less than was sent.
    expect(meter.record(2 * MB).bytesPerSecond).toBeNull();
    at(4_500);
    expect(meter.record(5 * MB).bytesPerSecond).toBe(2 * MB);
    meter.restart();
    at(5_000);
    expect(meter.record(6 * MB).bytesPerSecond).toBeNull();
  });

  it('shows 100% only once every byte is sent', () => {
    expect(transferPercent(0, 0)).toBe(0);
    expect(transferPercent(999, 1_000)).toBe(99);
    expect(transferPercent(1_000, 1_000)).toBe(100);
  });
});
