import { isScoredSession } from '@shared/progress/session-counts';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import type { Services } from '../../services';
import { notifyCoachOfSubmission } from '../assignments';
import {
  createRecording,
  findRecordingById,
  lockRecording,
  type NewRecording,
  type RecordingRow,
  saveVoiceProfile,
  updateRecording,
} from '../recordings';
import { completeRecording } from './complete-recording';
import { lockJob } from './job-repository';
import {
  type LedgerClaim,
  linkLedgerRecording,
  lockLedgerEntry,
} from './practice-ledger-repository';

/** A recording that was scored: its coach hears of it when it was for an assignment. */

/**
 * How a practice session ends:
 * - `analysed`: its analysis is done (an upload analysed in the request, the analysis job, a
 *   live session's Stop): the recording is created, against the session's ledger entry (by
 *   its id, or its job's). `inTransaction` writes what the caller owns in the same
 *   transaction (the job's row, the live session's).
 * - `speaker`: the person chose their voice in a recording with several: the recording is
 *   updated with that speaker's scores, and the voice is remembered.
 */
export type SessionEnd =
  | {
      kind: 'analyzed';
      ledger: LedgerClaim;
      recording: NewRecording;
      inTransaction?: (tx: Database, recording: RecordingRow) => Promise<void>;
    }
  | {
      kind: 'speaker';
      recordingId: string;
      /** The voice chosen, or null when every voice is the person's (`ALL_VOICES`). */
      speaker: string | null;
      columns: Partial<NewRecording>;
      voice: { signature: number[]; engine: string; sampleText: string } | null;
    };

export interface FinishedSession {
  recording: RecordingRow;
  /**
   * Whether this call finished it. False when another call (a retried job, a second choice of
   * the same speaker) finished it first: `recording` is then what that call stored.
   */
  finishedNow: boolean;
}

/**
 * The one step that finishes a practice session (decision 164), whichever way it ends. In one
 * transaction, with the row that says whether the session is finished locked (the ledger
 * entry, or the recording waiting for its speaker), it writes the recording, links the ledger
 * and completes the recording (session count, goals, mastery, challenges, badges) only on the
 * transition to complete. A second call for the same session, concurrent or later, finds it
 * finished and answers what the first stored, counting nothing again. The coach's submission
 * email goes once, after the commit.
 */
export async function finishSession(
  db: Database,
  services: Pick<Services, 'email' | 'config'>,
  end: SessionEnd,
): Promise<FinishedSession> {
  const finished = await withTransaction(db, (tx) =>
    end.kind === 'analyzed' ? storeAnalyzed(tx, end) : storeSpeaker(tx, end),
  );
  if (finished.finishedNow && isScoredSession(finished.recording)) {
    await notifyCoachOfSubmission(
      { db, email: services.email, publicUrl: services.config.publicUrl },
      finished.recording,
    );
  }
  return finished;
}

async function storeAnalyzed(
  tx: Database,
  end: Extract<SessionEnd, { kind: 'analyzed' }>,
): Promise<FinishedSession> {
  const entry = await lockLedgerEntry(tx, end.ledger);
  // A job's own row says so too, should its ledger entry be gone.
  const job = 'jobId' in end.ledger ? await lockJob(tx, end.ledger.jobId) : null;
  const earlierId = entry?.recordingId ?? job?.recordingId ?? null;
  const earlier = earlierId ? await findRecordingById(tx, earlierId) : null;
  if (earlier) return { recording: earlier, finishedNow: false };
  const created = await createRecording(tx, end.recording);
  const assignmentId = await linkLedgerRecording(tx, end.ledger, created.id);
  const recording = { ...created, assignmentId };
  await completeRecording(tx, recording);
  await end.inTransaction?.(tx, recording);
  return { recording, finishedNow: true };
}

/**
 * What a choice of `speaker` gets once the recording no longer waits for one: the same speaker,
 * chosen again (a second tab, a retry, a double click), gets the recording as that choice
 * stored it; another speaker is refused.
 */
export function chosenBefore(recording: RecordingRow, speaker: string | null): RecordingRow {
  if (recording.analysisStatus === 'complete' && recording.selectedSpeaker === speaker) {
    return recording;
  }
  throw new AppError('CONFLICT', PRACTICE_MESSAGES.alreadyAnalyzed);
}

async function storeSpeaker(
  tx: Database,
  end: Extract<SessionEnd, { kind: 'speaker' }>,
): Promise<FinishedSession> {
  const current = await lockRecording(tx, end.recordingId);
  if (!current) throw notFound('Recording');
  if (current.analysisStatus !== 'awaiting_speaker') {
    return { recording: chosenBefore(current, end.speaker), finishedNow: false };
  }
  const recording = await updateRecording(tx, current.id, {
    ...end.columns,
    selectedSpeaker: end.speaker,
  });
  await completeRecording(tx, recording);
  if (end.voice && end.voice.signature.length > 0) {
    await saveVoiceProfile(tx, {
      userId: recording.userId,
      recordingId: recording.id,
      ...end.voice,
    });
  }
  return { recording, finishedNow: true };
}
