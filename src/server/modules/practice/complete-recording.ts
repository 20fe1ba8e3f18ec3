import { isScoredSession } from '@shared/progress/session-counts';
import type { Database } from '../../db/client';
import { incrementTotalSessions } from '../auth';
import { recordGoalProgress } from '../goals';
import {
  advanceChallenges,
  advanceMastery,
  grantTiers,
  practiseSkills,
  recountRecordingPhrases,
} from '../progress';
import { type RecordingRow } from '../recordings';

/**
 * Everything a finished analysis moves, in the caller's transaction, so no client call is
 * needed and nothing is lost: the user's session total and badge tiers, the active goal,
 * the mastery phase, skill health, this week's challenges and the recording's crutch phrases
 * (product rules R11.8). Only sessions count (`isScoredSession`): one waiting for its speaker
 * counts once the speaker is chosen. Updating the user row first locks it, so two analyses of
 * one user finishing together are counted one after the other.
 */
export async function completeRecording(db: Database, recording: RecordingRow, now = new Date()) {
  if (!isScoredSession(recording)) return;
  const user = await incrementTotalSessions(db, recording.userId);
  if (!user) return;
  await grantTiers(db, user, now);
  await recordGoalProgress(db, recording);
  await advanceMastery(db, user, now);
  await practiseSkills(db, user.id, recording, recording.createdAt);
  await advanceChallenges(db, user.id, recording.createdAt, now);
  await recountRecordingPhrases(db, recording.id, now);
}
