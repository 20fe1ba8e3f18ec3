import { isCoach } from '@shared/auth/roles';
import type { UserRow } from '../auth';
import type { RecordingRow } from './recording-repository';

/**
 * Who may replay a recording's media: its owner, and the coach of that client (practice
 * issue; coaches read only their own clients). Everything else about a recording is the
 * owner's alone, but for its comments (below).
 */
export function canReplayMedia(
  actor: Pick<UserRow, 'id'>,
  recording: Pick<RecordingRow, 'userId'>,
  owner: Pick<UserRow, 'coachId'> | null,
): boolean {
  return actor.id === recording.userId || (owner !== null && owner.coachId === actor.id);
}

/**
 * Who may read and write a recording's timestamped comments (product rules R11.6): its owner
 * and notes of their own), and the owner's coach while the actor is a coach. Anyone else,
 * admins included, is answered as if the recording did not exist.
 */
export function canComment(
  actor: Pick<UserRow, 'id' | 'userRole' | 'originalRole'>,
  recording: Pick<RecordingRow, 'userId'>,
  owner: Pick<UserRow, 'coachId'> | null,
): boolean {
  if (actor.id === recording.userId) return true;
  return owner !== null && owner.coachId === actor.id && isCoach(actor);
}

/** A comment is deleted by its author only (decision 147); the owner cannot remove the coach's. */
export function canDeleteComment(
  actor: Pick<UserRow, 'id'>,
  comment: { authorId: string },
): boolean {
  return actor.id === comment.authorId;
}

/**
 * Who may mark a recording's fillers "not a filler" (product rules R11.9): its owner only. Their
 * coach sees the figures but does not correct them.
 */
export function canCorrectFillers(
  actor: Pick<UserRow, 'id'>,
  recording: Pick<RecordingRow, 'userId'>,
): boolean {
  return actor.id === recording.userId;
}
