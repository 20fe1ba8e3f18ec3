import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { effectiveSubscriptionStatus, hasPremiumAccess } from '@shared/billing/premium';
import { monthStart } from '@shared/domain/calendar';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { PracticeLimit } from '@shared/recordings/schemas';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';
import { countRecordingsSince } from './recording-repository';

/** Premium (paid and not yet ended), coaches and their clients practise without a limit. */
export function hasUnlimitedPractice(
  user: Pick<UserRow, 'subscriptionStatus' | 'subscriptionEndsAt' | 'userRole' | 'originalRole'>,
  now = new Date(),
) {
  return hasPremiumAccess({
    ...user,
    subscriptionStatus: effectiveSubscriptionStatus(
      user.subscriptionStatus,
      user.subscriptionEndsAt,
      now,
    ),
  });
}

export function nextMonthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Uploads still being analysed count too, or a fast user could queue past the limit. */
async function countPendingJobs(db: Database, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, userId),
        isNull(jobs.recordingId),
        inArray(jobs.status, ['queued', 'processing']),
      ),
    );
  return row?.value ?? 0;
}

export async function getPracticeLimit(
  db: Database,
  user: UserRow,
  now = new Date(),
): Promise<PracticeLimit> {
  const unlimited = hasUnlimitedPractice(user, now);
  const practiceCount =
    // The free limit counts calendar months in UTC: from the 1st, 00:00.
    (await countRecordingsSince(db, user.id, monthStart(now))) +
    (await countPendingJobs(db, user.id));
  return {
    practiceCount,
    practiceLimit: FREE_PRACTICE_LIMIT,
    canPractice: unlimited || practiceCount < FREE_PRACTICE_LIMIT,
    resetDate: nextMonthStart(now).toISOString(),
    unlimited,
  };
}

export async function assertCanPractice(db: Database, user: UserRow) {
  const limit = await getPracticeLimit(db, user);
  if (!limit.canPractice) {
    throw new AppError('PRACTICE_LIMIT_REACHED', PRACTICE_MESSAGES.practiceLimitReached, {
      practiceCount: limit.practiceCount,
      practiceLimit: limit.practiceLimit,
      resetDate: limit.resetDate,
    });
  }
}
