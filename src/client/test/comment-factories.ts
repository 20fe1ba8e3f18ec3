import { recordingCommentSchema, type RecordingComment } from '@shared/recordings/comment-schemas';
import { RECORDING_ID } from './recording-factory';

export const COACH_ID = '7d2e4f6a-8b1c-4d3e-9f5a-6b7c8d9e0f11';
export const OWNER_ID = '7d2e4f6a-8b1c-4d3e-9f5a-6b7c8d9e0f22';

let sequence = 0;

/**
 * A comment on the test recording (checked against the shared schema): by the owner's coach,
 * Carla Coach, whom the reader cannot delete for; override what a test is about.
 */
export function buildComment(overrides: Partial<RecordingComment> = {}): RecordingComment {
  sequence += 1;
  return recordingCommentSchema.parse({
    id: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    recordingId: RECORDING_ID,
    atSeconds: 4.5,
    text: 'Slow down here.',
    replyToId: null,
    createdAt: `2026-03-14T10:${String(sequence % 60).padStart(2, '0')}:00.000Z`,
    author: { id: COACH_ID, name: 'Carla Coach', role: 'coach' },
    canDelete: false,
    ...overrides,
  });
}

/** A comment by the reader, the recording's owner: theirs to delete. */
export function buildOwnComment(overrides: Partial<RecordingComment> = {}): RecordingComment {
  return buildComment({
    author: { id: OWNER_ID, name: 'Cody Client', role: 'owner' },
    canDelete: true,
    text: 'A note to myself.',
    ...overrides,
  });
}
