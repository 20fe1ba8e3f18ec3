import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import type { SpokenToken } from '../../speech/metrics/tokens';
import type { UserRow } from '../auth';
import { reviseGoalProgress } from '../goals';
import { advanceChallenges, advanceMastery, recountRecordingPhrases } from '../progress';
import { correctedFillerColumns } from './corrected-filler-columns';
import { findRecordingForUpdate } from './filler-correction-repository';
import { tokensOfRecording } from '../../speech/stored-words';
import {
  type AnalyzedFiller,
  analyzedFillers,
  canCorrectFillers,
  type RecordingRow,
  updateRecording,
} from '../recordings';

export interface FillerChange {
  tx: Database;
  recording: RecordingRow;
  filler: AnalyzedFiller;
  tokens: readonly SpokenToken[];
}

/**
 * One correction of a recording's fillers (decision 149), in one transaction with the recording
 * row locked, so two corrections of one recording count one after the other: the owner's
 * recording only (anyone else: 404, as if missing), a filler of its list (else 404). `change`
 * gives the filler's new state, or null when it is already so (the call is then answered with
 * the recording unchanged). The row is scored again, then what its scores feed follows: goal
 * progress, challenges, mastery and the crutch-phrase counts (dashboard figures are read from
 * the recordings).
 */
export function applyFillerCorrection(
  db: Database,
  options: { user: UserRow; recordingId: string; index: number },
  change: (state: FillerChange) => Promise<AnalyzedFiller | null>,
  now = new Date(),
): Promise<RecordingRow> {
  return withTransaction(db, async (tx) => {
    const recording = await findRecordingForUpdate(tx, options.recordingId);
    if (!recording || !canCorrectFillers(options.user, recording)) throw notFound('Recording');
    const fillers = analyzedFillers(recording);
    const filler = fillers[options.index];
    if (!filler) throw notFound('Filler');
    const tokens = tokensOfRecording(recording);
    const changed = await change({ tx, recording, filler, tokens });
    if (!changed) return recording;
    fillers[options.index] = changed;
    const updated = await updateRecording(
      tx,
      recording.id,
      correctedFillerColumns(recording, fillers, tokens),
    );
    await reviseGoalProgress(tx, updated);
    await advanceChallenges(tx, updated.userId, updated.createdAt, now);
    await advanceMastery(tx, options.user, now, { countSession: false });
    await recountRecordingPhrases(tx, updated.id, now);
    return updated;
  });
}
