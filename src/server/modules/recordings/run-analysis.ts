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
 * The analysis of one stored upload, as the product needs it: a recording with nothing to
 * hear (silent, empty, music or noise, speech not recognised) is a no-words result that says
 * why (the analysis decides it); audio under MIN_RECORDING_SECONDS is refused with
 * RECORDING_TOO_SHORT; a file that is not audio at all is a 400 with a message the person
 * can act on.
 */
export async function runAnalysis(
  file: string,
  options: Omit<AnalyzeOptions, 'transcriber'> & {
    transcriber: Transcriber;
    declaredSeconds?: number;
  },
): Promise<RecordingAnalysis> {
  const { declaredSeconds, ...analyzeOptions } = options;
  let result: RecordingAnalysis;
  try {
    result = await analyzeRecording(file, analyzeOptions);
  } catch (error) {
    if (!(error instanceof AudioDecodeError) || error.code === 'FFMPEG_MISSING') throw error;
    throw new AppError('BAD_REQUEST', error.message, { reason: error.code });
  }
  // An empty file has no samples to measure: its length is the one the client declared.
  if (result.durationSeconds === 0) return { ...result, durationSeconds: declaredSeconds ?? 0 };
  if (result.durationSeconds < MIN_RECORDING_SECONDS) throw recordingTooShort();
  return result;
}
