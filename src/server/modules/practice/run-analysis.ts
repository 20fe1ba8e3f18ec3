import {
  type UnscorableAudioIssue,
  isUnscorable,
  noSpeechMessage,
} from '@shared/recordings/audio-issues';
import { MIN_RECORDING_SECONDS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { type RecordingAnalysis, analyzeRecording } from '../../speech/analyze-recording';
import { AudioDecodeError } from '../../speech/decode';
import type { Transcriber } from '../../speech/transcriber';
import { AppError } from '../../lib/app-error';

type AnalyzeOptions = Parameters<typeof analyzeRecording>[1];

/** 422 RECORDING_TOO_SHORT: nothing is stored, and the monthly limit is not touched. */
export const recordingTooShort = () =>
  new AppError('RECORDING_TOO_SHORT', PRACTICE_MESSAGES.recordingTooShort, {
    minSeconds: MIN_RECORDING_SECONDS,
  });

/**
 * 422 NO_SPEECH_DETECTED (decision 180): nothing to score, so nothing is stored and the
 * session is given back; the message says why and what to do.
 */
export function noSpeechDetected(result: RecordingAnalysis): AppError {
  const issue = result.analysis.audioIssue;
  const reason: UnscorableAudioIssue | null = isUnscorable(issue) ? issue : null;
  return new AppError('NO_SPEECH_DETECTED', noSpeechMessage(reason), { reason });
}

/**
 * What a decoding failure means to the person: a file that is not audio is a 400 with a
 * message they can act on; anything else (ffmpeg missing, a bug) stays our error.
 */
export function undecodable(error: unknown): unknown {
  if (!(error instanceof AudioDecodeError) || error.code === 'FFMPEG_MISSING') return error;
  return new AppError('BAD_REQUEST', error.message, { reason: error.code });
}

/**
 * The analysis of one stored upload, as the product needs it: audio under
 * MIN_RECORDING_SECONDS is refused with RECORDING_TOO_SHORT; a recording with nothing to score
 * (silent, empty, music or noise, no word heard; the analysis decides it) with
 * NO_SPEECH_DETECTED, which says why; a file that is not audio at all is a 400 with a message
 * the person can act on. None of them uses a practice session.
 */
export async function runAnalysis(
  file: string,
  options: Omit<AnalyzeOptions, 'transcriber'> & { transcriber: Transcriber },
): Promise<RecordingAnalysis> {
  let result: RecordingAnalysis;
  try {
    result = await analyzeRecording(file, options);
  } catch (error) {
    throw undecodable(error);
  }
  // The stored length is the decoded audio's, never the client's figure. A file with no
  // samples at all (0 s) is the silent no-words result, not a clip too short.
  if (result.durationSeconds > 0 && result.durationSeconds < MIN_RECORDING_SECONDS) {
    throw recordingTooShort();
  }
  if (result.analysis.noWordsDetected) throw noSpeechDetected(result);
  return result;
}
