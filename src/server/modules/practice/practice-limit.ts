import { effectiveSubscriptionStatus, hasPremiumAccess } from '@shared/billing/premium';
import { monthStart } from '@shared/domain/calendar';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { PracticeLimit } from '@shared/recordings/schemas';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { admitAssignmentAttempt, type AssignmentClaim } from '../assignments';
import { lockUserRow, type UserRow } from '../auth';
import {
  countDeletedSince,
  countLedgerEntriesSince,
  createLedgerEntry,
  deleteLedgerEntry,
  deleteLedgerEntryOfJob,
} from './practice-ledger-repository';

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

function practiceLimitOf(
  user: UserRow,
  practiceCount: number,
  now: Date,
  deletedThisMonth = 0,
): PracticeLimit {
  const unlimited = hasUnlimitedPractice(user, now);
  return {
    practiceCount,
    deletedThisMonth,
    practiceLimit: FREE_PRACTICE_LIMIT,
    canPractice: unlimited || practiceCount < FREE_PRACTICE_LIMIT,
    resetDate: nextMonthStart(now).toISOString(),
    unlimited,
  };
}

/**
 * The month's practice sessions from the ledger: admitted ones, analysed or still being
 * analysed, whether or not their recordings are kept, and how many of them were deleted
 * (shared/progress/session-counts.ts). The free limit counts calendar months in UTC, from the
 * 1st, 00:00.
 */
export async function getPracticeLimit(
  db: Database,
  user: UserRow,
  now = new Date(),
): Promise<PracticeLimit> {
  const since = monthStart(now);
  const [count, deleted] = await Promise.all([
    countLedgerEntriesSince(db, user.id, since),
    countDeletedSince(db, user.id, since),
  ]);
  return practiceLimitOf(user, count, now, deleted);
}

/** 403 PRACTICE_LIMIT_REACHED, with the figures the upgrade prompt shows. */
function limitReached({ practiceCount, practiceLimit, resetDate }: PracticeLimit) {
  return new AppError('PRACTICE_LIMIT_REACHED', PRACTICE_MESSAGES.practiceLimitReached, {
    practiceCount,
    practiceLimit,
    resetDate,
  });
}

/**
 * Refuses to start something that can only end in a practice session (a resumable upload)
 * when the person cannot practise now: 403 PRACTICE_LIMIT_REACHED, as the session itself
 * would be. Admission still decides, under the lock, when the upload is analysed.
 */
export async function assertCanPractice(db: Database, user: UserRow, now = new Date()) {
  const limit = await getPracticeLimit(db, user, now);
  if (!limit.canPractice) throw limitReached(limit);
}

/**
 * Admits one practice session before its analysis starts: under the user's row lock, counts
 * the month's ledger and either refuses (403 PRACTICE_LIMIT_REACHED) or writes the entry, so
 * uploads sent together are admitted one after the other and never past the limit. Unlimited
 * users get an entry too (the count is shown to them) and are never refused. A submission for
 * an assignment is checked against it in the same transaction (admitAssignmentAttempt). Returns the
 * entry's id: the caller releases it if the session ends without a recording.
 */
export async function admitPracticeSession(
  db: Database,
  user: UserRow,
  options: {
    assignment?: AssignmentClaim | undefined;
    now?: Date;
    /** For an analysis in a request: when its claim on the session runs out unless renewed. */
    claimedUntil?: Date;
  } = {},
) {
  const now = options.now ?? new Date();
  const entry = await withTransaction(db, async (tx) => {
    const current = (await lockUserRow(tx, user.id)) ?? user;
    const { assignment } = options;
    // A submission for an assignment (decision 145): refused here, before it counts, if the
    // assignment does not take it; its attempts are this ledger's entries.
    if (assignment) await admitAssignmentAttempt(tx, { userId: user.id, claim: assignment, now });
    const count = await countLedgerEntriesSince(tx, user.id, monthStart(now));
    const limit = practiceLimitOf(current, count, now);
    if (!limit.canPractice) throw limitReached(limit);
    return createLedgerEntry(tx, {
      userId: user.id,
      assignmentId: assignment?.assignmentId ?? null,
      claimedUntil: options.claimedUntil ?? null,
    });
  });
  return entry.id;
}

/**
 * Gives an admitted session back when it ended without a recording: the file was refused
 * (not audio, too short) or the analysis failed. `claim` names its ledger entry, or the job
 * that holds it. Deleting a recording later gives nothing back.
 */
export async function releasePracticeSession(
  db: Database,
  claim: { entryId: string } | { jobId: string },
) {
  if ('entryId' in claim) await deleteLedgerEntry(db, claim.entryId);
  else await deleteLedgerEntryOfJob(db, claim.jobId);
}
