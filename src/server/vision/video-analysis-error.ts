export type VideoAnalysisErrorCode =
  'FFMPEG_MISSING' | 'NO_VIDEO_STREAM' | 'CORRUPT_VIDEO' | 'DETECTOR_UNAVAILABLE';

const MESSAGES: Record<VideoAnalysisErrorCode, string> = {
  FFMPEG_MISSING: 'ffmpeg is not installed, so video frames cannot be read. Run `npm start`.',
  NO_VIDEO_STREAM: 'This file has no video track, so there is no body language to analyse.',
  CORRUPT_VIDEO: 'The video track could not be read. It may be damaged or incomplete.',
  DETECTOR_UNAVAILABLE: 'The body-language detector could not be started.',
};

/**
 * A typed failure of the visual analysis. The caller decides what it means: the analysis
 * job keeps the speech results and leaves the body-language fields empty.
 */
export class VideoAnalysisError extends Error {
  constructor(
    readonly code: VideoAnalysisErrorCode,
    /** What ffmpeg or the detector said, for the logs. */
    readonly detail = '',
  ) {
    super(MESSAGES[code]);
    this.name = 'VideoAnalysisError';
  }
}
