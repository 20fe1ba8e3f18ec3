import { VERIFICATION_MAX_ATTEMPTS } from '@shared/auth/limits';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifySecret } from './secrets';
import {
  deleteVerification,
  recordWrongAttempt,
  type VerificationRow,
} from './verification-repository';

export const VERIFICATION_MESSAGES = {
  expired: 'Verification code has expired. Please request a new code.',
  tooMany: 'Too many incorrect attempts. Please request a new code.',
  wrong: (left: number) =>
    `Invalid verification code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
} as const;

/**
 * Checks a 6-digit code against a pending verification: at most 5 wrong tries per code,
 * valid for 10 minutes. A spent or expired code is deleted, so a new one must be requested.
 * Runs in the caller's transaction, on the row it locked (lockPendingVerification), so
 * codes sent together are counted one by one. A refusal is returned, not thrown: the caller
 * commits the attempt it counted and then throws it.
 */
export async function checkVerificationCode(
  tx: Database,
  pending: VerificationRow,
  code: string,
  now = new Date(),
): Promise<AppError | null> {
  if (pending.expiresAt <= now) {
    await deleteVerification(tx, pending.id);
    return new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.expired);
  }
  if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    await deleteVerification(tx, pending.id);
    return new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.tooMany);
  }
  if (await verifySecret(pending.verificationCode, code)) return null;
  const left = VERIFICATION_MAX_ATTEMPTS - (await recordWrongAttempt(tx, pending.id));
  if (left <= 0) {
    await deleteVerification(tx, pending.id);
    return new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.tooMany);
  }
  return new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.wrong(left));
}
