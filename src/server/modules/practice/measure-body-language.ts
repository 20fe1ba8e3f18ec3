import type { BodyLanguageFields } from '@shared/body-language/schemas';
import { analyzeVideo } from '../../vision/analyze-video';
import { VideoAnalysisError } from '../../vision/video-analysis-error';
import { bodyLanguageColumns } from './body-language-columns';

export type BodyLanguageOutcome = { columns: BodyLanguageFields } | { failed: string };

/**
 * The worker's body-language analysis of an uploaded video. It never throws: when the frames
 * cannot be read or the detector fails, the reason is logged and returned, the fields stay
 * empty and the speech results stand (decision 85).
 */
export async function measureBodyLanguage(
  file: string,
  options: {
    durationSeconds?: number;
    onProgress?: (fraction: number) => void;
    log: (message: string) => void;
    /** Names the work in the log, e.g. the job's id. */
    label: string;
  },
): Promise<BodyLanguageOutcome> {
  try {
    const { bodyLanguage } = await analyzeVideo(file, {
      ...(options.durationSeconds ? { durationSeconds: options.durationSeconds } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    return { columns: bodyLanguageColumns(bodyLanguage) };
  } catch (error) {
    const reason =
      error instanceof VideoAnalysisError
        ? [error.code, error.message, error.detail].filter(Boolean).join(': ')
        : error instanceof Error
          ? error.message
          : String(error);
    options.log(`${options.label}: body-language analysis failed; speech results kept. ${reason}`);
    return { failed: reason };
  }
}
