import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recordingPhraseCounts, recordings } from '../../../db/schema';
import type { PhraseCount } from './count-crutch-phrases';

/** The recording's row as its phrases are counted from it, locked until the caller commits. */
export async function lockRecordingForCount(tx: Database, recordingId: string) {
  const [row] = await tx
    .select({
      id: recordings.id,
      userId: recordings.userId,
      analysisStatus: recordings.analysisStatus,
      noWordsDetected: recordings.noWordsDetected,
      detectedFillers: recordings.detectedFillers,
      wordTimestamps: recordings.wordTimestamps,
      selectedSpeaker: recordings.selectedSpeaker,
      speakerUtterances: recordings.speakerUtterances,
      transcriptPunctuated: recordings.transcriptPunctuated,
      analysisEngine: recordings.analysisEngine,
    })
    .from(recordings)
    .where(eq(recordings.id, recordingId))
    .for('update');
  return row ?? null;
}

/** Replaces the recording's counted phrases with `counts`, and stamps when they were counted. */
export async function replacePhraseCounts(
  tx: Database,
  recording: { id: string; userId: string },
  counts: readonly PhraseCount[],
  now: Date,
) {
  await tx.delete(recordingPhraseCounts).where(eq(recordingPhraseCounts.recordingId, recording.id));
  if (counts.length > 0) {
    await tx.insert(recordingPhraseCounts).values(
      counts.map((item) => ({
        recordingId: recording.id,
        userId: recording.userId,
        phrase: item.phrase,
        kind: item.kind,
        count: item.count,
      })),
    );
  }
  await tx.update(recordings).set({ phrasesCountedAt: now }).where(eq(recordings.id, recording.id));
}
