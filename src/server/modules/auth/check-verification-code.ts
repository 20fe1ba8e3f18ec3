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
 */
export async function checkVerificationCode(
  db: Database,
  pending: VerificationRow,
  code: string,
  now = new Date(),
) {
  if (pending.expiresAt <= now) {
    await deleteVerification(db, pending.id);
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.expired);
  }
  if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    await deleteVerification(db, pending.id);
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.tooMany);
  }
  if (!(await verifySecret(pending.verificationCode, code))) {
    const attempts = await recordWrongAttempt(db, pending.id);
    const left = VERIFICATION_MAX_ATTEMPTS - attempts;
    if (left <= 0) {
      await deleteVerification(db, pending.id);
      throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.tooMany);
    }
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.wrong(left));
  }
}
