import { keepsMediaAfterAnalysis } from '@shared/recordings/media-retention';
import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { analyzeSpeech } from '../../speech/analyze-transcript';
import {
  analyzeSpeakerOfRecording,
  FILLER_MIN_CONFIDENCE_BY_ENGINE,
} from '../../speech/analyze-recording';
import { transcribedWord } from '../../speech/stored-words';
import { notifyCoachOfSubmission } from '../assignments';
import type { UserRow } from '../auth';
import { scoredColumns } from './analysis-columns';
import { isScored, submissionMail } from './analyze-upload-job';
import { completeRecording } from './complete-recording';
import { listFillerExceptionRules } from './filler-correction-repository';
import { findOwnRecording, saveVoiceProfile, updateRecording } from '../recordings';
import { makeWorkDir } from '../../lib/work-dir';

/**
 * Scores the chosen speaker of a multi-speaker recording (decisions guide: only the chosen
 * speaker's words are scored), remembers their voice for next time, and completes the
 * recording. The voice is measured from the stored media when it is still there.
 */
export async function selectSpeaker(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string; speaker: string },
) {
  const recording = await findOwnRecording(db, options.user.id, options.recordingId);
  if (!recording) throw notFound('Recording');
  if (recording.analysisStatus !== 'awaiting_speaker') {
    throw new AppError('CONFLICT', 'This recording has already been analysed.');
  }
  const heard = new Set((recording.speakerUtterances ?? []).map((u) => u.speaker));
  if (!heard.has(options.speaker)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Please choose one of the speakers heard in this recording.',
    );
  }
  const words = (recording.wordTimestamps ?? []).map(transcribedWord);
  const engine = recording.analysisEngine ?? services.transcriber.name;
  const stored = { words, engine, punctuated: recording.transcriptPunctuated };
  const fillerExceptions = await listFillerExceptionRules(db, options.user.id);

  let analysis;
  if (recording.mediaFilePath) {
    const workDir = await makeWorkDir('speaker');
    try {
      const input = path.join(workDir, 'input');
      await services.media.copyToFile(recording.mediaFilePath, input);
      analysis = await analyzeSpeakerOfRecording(input, stored, options.speaker, fillerExceptions);
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  } else {
    const fillerMinConfidence = FILLER_MIN_CONFIDENCE_BY_ENGINE[engine];
    analysis = analyzeSpeech({
      words,
      speaker: options.speaker,
      punctuated: stored.punctuated,
      engine,
      ...(fillerMinConfidence !== undefined ? { fillerMinConfidence } : {}),
      fillerExceptions,
    });
  }

  // The voice is chosen: the recording is now complete, and its media goes by the one rule.
  const dropMedia =
    !keepsMediaAfterAnalysis(options.user, 'completed') && recording.mediaFilePath !== null;
  const updated = await db.transaction(async (tx) => {
    const row = await updateRecording(tx, recording.id, {
      ...scoredColumns(analysis),
      selectedSpeaker: options.speaker,
      ...(dropMedia ? { mediaFilePath: null, mediaSizeBytes: null, mediaMimeType: null } : {}),
    });
    await completeRecording(tx, row);
    const signature = recording.voiceSignatures?.[options.speaker];
    if (signature && signature.length > 0) {
      await saveVoiceProfile(tx, {
        userId: options.user.id,
        recordingId: recording.id,
        signature,
        engine,
        sampleText: analysis.transcript.slice(0, 500),
      });
    }
    return row;
  });
  if (dropMedia && recording.mediaFilePath) await services.media.remove(recording.mediaFilePath);
  // Scored only now: the coach of an assignment hears of the submission (issue 25).
  if (isScored(updated)) await notifyCoachOfSubmission(submissionMail(db, services), updated);
  return updated;
}
