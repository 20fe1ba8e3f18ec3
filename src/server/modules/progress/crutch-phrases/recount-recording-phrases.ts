import { isScoredSession } from '@shared/progress/session-counts';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { countCrutchPhrases } from './count-crutch-phrases';
import { lockRecordingForCount, replacePhraseCounts } from './phrase-count-repository';

/**
 * Counts one recording's crutch phrases again (product rules R11.8) and rewrites its rows, in one
 * transaction (a savepoint when `db` is already one) with the recording row locked, so two
 * recounts of a recording (an analysis and a filler correction) end with the later one's
 * counts. Called when a recording is analysed (completeRecording) and when its fillers are
 * corrected. A recording that is not analysed, or heard no words, counts nothing; a missing
 * one (deleted: its rows went with it) is left alone.
 */
export async function recountRecordingPhrases(
  db: Database,
  recordingId: string,
  now = new Date(),
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const recording = await lockRecordingForCount(tx, recordingId);
    if (!recording) return;
    const analyzed = isScoredSession(recording);
    await replacePhraseCounts(tx, recording, analyzed ? countCrutchPhrases(recording) : [], now);
  });
}
