import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordGoalProgress } from '../goals/record-goal-progress';
import type { RecordingRow } from './recording-repository';

/**
 * What follows a finished analysis, in the caller's transaction: the session counts toward
 * the user's total (achievement badges) and the active goal's progress. Only scored
 * recordings count; a recording waiting for its speaker counts once its speaker is chosen.
 */
export async function completeRecording(db: Database, recording: RecordingRow) {
  if (recording.analysisStatus !== 'complete') return;
  await db
    .update(users)
    .set({ totalSessions: sql`${users.totalSessions} + 1` })
    .where(eq(users.id, recording.userId));
  await recordGoalProgress(db, recording);
}
