import { analyzeSpeech } from '../../speech/analyze-transcript';
import { type RecordingAnalysis, analyzeRecording } from '../../speech/analyze-recording';
import { AudioDecodeError } from '../../speech/decode';
import type { Transcriber } from '../../speech/transcriber';
import { AppError } from '../../lib/app-error';

type AnalyzeOptions = Parameters<typeof analyzeRecording>[1];

/**
 * The analysis of one stored upload, as the product needs it: a recording with nothing to
 * hear (empty or silent) is the spec's "We couldn't hear you clearly" result, not an error;
 * a file that is not audio at all is a 400 with a message the person can act on.
 */
export async function runAnalysis(
  file: string,
  options: Omit<AnalyzeOptions, 'transcriber'> & {
    transcriber: Transcriber;
    declaredSeconds?: number;
  },
): Promise<RecordingAnalysis> {
  const { declaredSeconds, ...analyzeOptions } = options;
  try {
    return await analyzeRecording(file, analyzeOptions);
  } catch (error) {
    if (!(error instanceof AudioDecodeError)) throw error;
    if (error.code === 'SILENT_AUDIO' || error.code === 'EMPTY_AUDIO') {
      return {
        analysis: analyzeSpeech({ words: [], punctuated: false }),
        words: [],
        durationSeconds: declaredSeconds ?? 0,
        engine: options.transcriber.name,
        engineModel: options.transcriber.model ?? null,
        punctuated: false,
        speakers: { source: 'none', count: 0, utterances: [], signatures: {} },
      };
    }
    if (error.code === 'FFMPEG_MISSING') throw error;
    throw new AppError('BAD_REQUEST', error.message, { reason: error.code });
  }
}
