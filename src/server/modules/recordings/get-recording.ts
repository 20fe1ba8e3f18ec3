import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { findOwnRecording } from './recording-repository';
import { findVoiceSignature, nearestSpeaker } from './voice-profile';

/**
 * GET /api/recordings/{id}: one of the user's recordings; one waiting for its speaker to be
 * chosen comes with the speaker whose voice is nearest the user's remembered one.
 */
export async function getRecording(db: Database, options: { user: UserRow; recordingId: string }) {
  const recording = await findOwnRecording(db, options.user.id, options.recordingId);
  if (!recording) throw notFound('Recording');
  const suggestedSpeaker =
    recording.analysisStatus === 'awaiting_speaker'
      ? nearestSpeaker(await findVoiceSignature(db, options.user.id), recording.voiceSignatures)
      : null;
  return { recording, suggestedSpeaker };
}
