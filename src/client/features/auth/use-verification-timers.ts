import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_CODE_TTL_MS, VERIFICATION_RESEND_AFTER_MS } from '@shared/auth/limits';

const TICK_MS = 1_000;

/** m:ss, as the countdown reads. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1_000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The code's 10-minute life and the 2-minute wait before 'resend' (product
 * rules R2.25 and R9.2), both measured from when the code was sent. Time is read
 * from the clock on every tick, so a throttled background tab stays accurate.
 */
export function useVerificationTimers() {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  const restart = useCallback(() => {
    const time = Date.now();
    setSentAt(time);
    setNow(time);
  }, []);

  const elapsed = now - sentAt;
  return {
    expiresInMs: Math.max(0, VERIFICATION_CODE_TTL_MS - elapsed),
    resendInMs: Math.max(0, VERIFICATION_RESEND_AFTER_MS - elapsed),
    expired: elapsed >= VERIFICATION_CODE_TTL_MS,
    canResend: elapsed >= VERIFICATION_RESEND_AFTER_MS,
    restart,
  };
}
