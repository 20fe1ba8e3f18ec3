import { keepsMediaAfterAnalysis } from '@shared/recordings/media-retention';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { ALL_VOICES, chosenSpeaker } from '@shared/recordings/speakers';
import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { makeWorkDir } from '../../lib/work-dir';
import { analyzeSpeech } from '../../speech/analyze-transcript';
import {
  analyzeSpeakerOfRecording,
  FILLER_MIN_CONFIDENCE_BY_ENGINE,
} from '../../speech/analyze-recording';
import { transcribedWord } from '../../speech/stored-words';
import type { UserRow } from '../auth';
import { findOwnRecording, type RecordingRow } from '../recordings';
import { scoredColumns } from './analysis-columns';
import { listFillerExceptionRules } from './filler-correction-repository';
import { chosenBefore, finishSession } from './finish-session';

/**
 * Scores the chosen speaker of a recording with several voices (only that speaker's words are
 * scored; every word with `ALL_VOICES`), remembers their voice for next time, and finishes the
 * session (finish-session.ts),
 * which counts it once however many choices arrive together. The voice is measured from the
 * stored media when it is still there.
 */
export async function selectSpeaker(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string; speaker: string },
): Promise<RecordingRow> {
  // What is refused or already chosen is answered at once; the scoring waits for one of the
  // prompt slots, and reads the recording again there: another choice may have finished it.
  const early = await readChoice(db, options);
  if ('answer' in early) return early.answer;
  return services.promptPool.run(options.user.id, async () => {
    const now = await readChoice(db, options);
    return 'answer' in now ? now.answer : scoreAndFinish(db, services, options, now.toScore);
  });
}

/**
 * A refusal (thrown); the recording as chosen before (`answer`); or the recording still
 * awaiting this choice (`toScore`).
 */
async function readChoice(
  db: Database,
  options: { user: UserRow; recordingId: string; speaker: string },
): Promise<{ answer: RecordingRow } | { toScore: RecordingRow }> {
  const recording = await findOwnRecording(db, options.user.id, options.recordingId);
  if (!recording) throw notFound('Recording');
  if (recording.analysisStatus !== 'awaiting_speaker') {
    return { answer: chosenBefore(recording, chosenSpeaker(options.speaker)) };
  }
  const heard = new Set((recording.speakerUtterances ?? []).map((u) => u.speaker));
  if (!heard.has(options.speaker) && options.speaker !== ALL_VOICES) {
    throw new AppError('VALIDATION_FAILED', PRACTICE_MESSAGES.speakerNotHeard);
  }
  return { toScore: recording };
}

async function scoreAndFinish(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string; speaker: string },
  recording: RecordingRow,
): Promise<RecordingRow> {
  const engine = recording.analysisEngine ?? services.transcriber.name;
  const speaker = chosenSpeaker(options.speaker);
  let analysis;
  try {
    analysis = await analyzeSpeaker(db, services, recording, speaker, engine);
  } catch (error) {
    // A choice that finished meanwhile may have removed the media this one was reading.
    const now = await findOwnRecording(db, options.user.id, recording.id);
    if (now && now.analysisStatus !== 'awaiting_speaker') {
      return chosenBefore(now, speaker);
    }
    throw error;
  }

  // The voice is chosen: the recording is now complete, and its media goes by the one rule.
  const dropMedia =
    !keepsMediaAfterAnalysis(options.user, 'completed') && recording.mediaFilePath !== null;
  // With every voice chosen there is no one voice to remember.
  const signature = speaker === null ? undefined : recording.voiceSignatures?.[speaker];
  const { recording: finished, finishedNow } = await finishSession(db, services, {
    kind: 'speaker',
    recordingId: recording.id,
    speaker,
    columns: {
      ...scoredColumns(analysis),
      ...(dropMedia ? { mediaFilePath: null, mediaSizeBytes: null, mediaMimeType: null } : {}),
    },
    voice: signature ? { signature, engine, sampleText: analysis.transcript.slice(0, 500) } : null,
  });
  if (finishedNow && dropMedia && recording.mediaFilePath) {
    await services.media.remove(recording.mediaFilePath);
  }
  return finished;
}

/**
 * The chosen speaker's analysis (every word's when `speaker` is null): from the stored media
 * when kept, else from the words alone.
 */
async function analyzeSpeaker(
  db: Database,
  services: Services,
  recording: RecordingRow,
  speaker: string | null,
  engine: string,
) {
  const words = (recording.wordTimestamps ?? []).map(transcribedWord);
  const stored = { words, engine, punctuated: recording.transcriptPunctuated };
  const fillerExceptions = await listFillerExceptionRules(db, recording.userId);
  if (recording.mediaFilePath) {
    const workDir = await makeWorkDir('speaker');
    try {
      const input = path.join(workDir, 'input');
      await services.media.copyToFile(recording.mediaFilePath, input);
      return await analyzeSpeakerOfRecording(input, stored, speaker, fillerExceptions);
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  }
  const fillerMinConfidence = FILLER_MIN_CONFIDENCE_BY_ENGINE[engine];
  return analyzeSpeech({
    words,
    ...(speaker === null ? {} : { speaker }),
    punctuated: stored.punctuated,
    engine,
    ...(fillerMinConfidence !== undefined ? { fillerMinConfidence } : {}),
    fillerExceptions,
  });
}
