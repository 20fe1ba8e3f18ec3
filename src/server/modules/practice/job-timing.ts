import { SAMPLE_FPS } from '@shared/body-language/observation';
import type { AppConfig } from '../../config';
import { MAX_ANALYZED_SECONDS } from '../../vision/analyze-video';

/**
 * Analysis speed assumed for wait estimates: bench:speech measures 0.13-0.16 x real time on
 * two cores; 0.35 leaves room for a busy worker and the queue.
 */
const ESTIMATED_REAL_TIME_FACTOR = 0.35;
/**
 * Seconds the worker's body-language analysis takes per frame, for wait estimates: npm run
 * bench measures about 0.2 s (face, body and hands on WASM); 0.3 leaves room for a busy worker.
 */
const ESTIMATED_SECONDS_PER_FRAME = 0.3;
/** The time a frame may take before a job is presumed lost: five times the measured rate. */
const EXPIRE_SECONDS_PER_FRAME = 1;

/** Frames the worker will analyse in a video of this length. */
const framesIn = (seconds: number) => Math.min(seconds, MAX_ANALYZED_SECONDS) * SAMPLE_FPS;

/**
 * How long a job may run before it is presumed lost: base + per-second x audio length, and
 * the frames when the worker analyses the video's body language.
 */
export function expireSecondsFor(config: AppConfig, seconds: number, analyzesVideo = false) {
  return Math.ceil(
    config.ANALYSIS_JOB_EXPIRE_BASE_SECONDS +
      config.ANALYSIS_JOB_EXPIRE_PER_AUDIO_SECOND * seconds +
      (analyzesVideo ? framesIn(seconds) * EXPIRE_SECONDS_PER_FRAME : 0),
  );
}

/** Seconds left for a job over `seconds` of media that is `progress` percent done. */
export function estimateWaitSeconds(seconds: number, progress: number, analyzesVideo = false) {
  const total =
    seconds * ESTIMATED_REAL_TIME_FACTOR +
    (analyzesVideo ? framesIn(seconds) * ESTIMATED_SECONDS_PER_FRAME : 0);
  return Math.ceil(total * (1 - progress / 100));
}
