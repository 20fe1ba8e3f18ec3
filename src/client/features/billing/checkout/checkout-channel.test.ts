import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceCheckoutReturn, keepTakingReturnOf } from './checkout-channel';

afterEach(() => vi.restoreAllMocks());

/** Whether the returned window closed itself within a moment of announcing its return. */
async function windowClosesOnReturn(sessionId: string): Promise<boolean> {
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  const stop = announceCheckoutReturn('paid', sessionId);
  await vi.waitFor(() => expect(close).toHaveBeenCalled(), { timeout: 500 }).catch(() => {});
  stop();
  return close.mock.calls.length > 0;
}

describe('a checkout window coming back after the pricing page has gone', () => {
  it('is told to close when its checkout was the one the page saw cut off', async () => {
    keepTakingReturnOf('cs_gone', 1_000);
    expect(await windowClosesOnReturn('cs_gone')).toBe(true);
  });

  it("stays open for another checkout's return, and with no page answering", async () => {
    keepTakingReturnOf('cs_gone_2', 1_000);
    expect(await windowClosesOnReturn('cs_other')).toBe(false);
  });
});
