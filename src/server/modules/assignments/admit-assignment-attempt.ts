import { ASSIGNMENT_MESSAGES, isAssignmentOpen } from '@shared/assignments/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assignmentNotFound } from './assignment-policy';
import { lockAssignmentOfClient, summarizeAttempts } from './assignment-repository';

/** What the admission knows of a submission: its assignment and its real media type. */
export interface AssignmentClaim {
  assignmentId: string;
  /** From the media itself (sniffed and probed upload, the live session's recorder), never a field. */
  video: boolean;
}

/**
 * Admits one submission for an assignment (decision 145), inside the transaction that writes its
 * practice-ledger entry: locks the client's assignment_clients row, so concurrent submissions
 * are counted one after the other, then refuses one that is not the client's (404), closed or
 * past due (409 ASSIGNMENT_CLOSED), audio when video is required (400 VIDEO_REQUIRED) or past
 * maxAttempts (409 ATTEMPTS_EXHAUSTED). Attempts are counted from the ledger.
 */
export async function admitAssignmentAttempt(
  tx: Database,
  options: { userId: string; claim: AssignmentClaim; now: Date },
) {
  const { userId, claim, now } = options;
  const assignment = await lockAssignmentOfClient(tx, claim.assignmentId, userId);
  if (!assignment) throw assignmentNotFound();
  if (!isAssignmentOpen(assignment, now)) {
    throw new AppError('ASSIGNMENT_CLOSED', ASSIGNMENT_MESSAGES.closed);
  }
  if (assignment.videoRequired && !claim.video) {
    throw new AppError('VIDEO_REQUIRED', ASSIGNMENT_MESSAGES.videoRequired);
  }
  if (assignment.maxAttempts > 0) {
    const [attempts] = await summarizeAttempts(tx, [assignment.id], userId);
    const used = attempts?.used ?? 0;
    if (used >= assignment.maxAttempts) {
      throw new AppError('ATTEMPTS_EXHAUSTED', ASSIGNMENT_MESSAGES.attemptsExhausted, {
        maxAttempts: assignment.maxAttempts,
        attemptsUsed: used,
      });
    }
  }
  return assignment;
}
