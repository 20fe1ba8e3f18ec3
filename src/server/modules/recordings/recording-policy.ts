import type { UserRow } from '../auth';
import type { RecordingRow } from './recording-repository';

/**
 * Who may replay a recording's media: its owner, and the coach of that client (practice
 * issue; coaches read only their own clients). Everything else about a recording is the
 * owner's alone.
 */
export function canReplayMedia(
  actor: Pick<UserRow, 'id'>,
  recording: Pick<RecordingRow, 'userId'>,
  owner: Pick<UserRow, 'coachId'> | null,
): boolean {
  return actor.id === recording.userId || (owner !== null && owner.coachId === actor.id);
}
