import type { AnalysisStep } from '../../speech/analyze-recording';

/** The steps an analysis job reports: the speech engine's, then the video's body language. */
export type JobStep = AnalysisStep | 'bodyLanguage';

type Ranges = Record<AnalysisStep, [number, number]> & { bodyLanguage?: [number, number] };

/** Progress shown to the user: decoding 0-5, transcribing 5-85, measuring 85-99. */
const SPEECH_ONLY: Ranges = {
  decoding: [0, 5],
  transcribing: [5, 85],
  measuring: [85, 99],
};
/**
 * With the worker reading the video too, the frames take most of the time (npm run bench:
 * about 0.4 s of work per second of video, against 0.15 for the speech), so they get the
 * larger share.
 */
const WITH_VIDEO: Ranges = {
  decoding: [0, 2],
  transcribing: [2, 32],
  measuring: [32, 35],
  bodyLanguage: [35, 99],
};

export const STEP_LABEL: Record<JobStep, string> = {
  decoding: 'Reading your recording',
  transcribing: 'Transcribing your speech',
  measuring: 'Measuring pace, fillers, clarity and confidence',
  bodyLanguage: 'Analysing body language',
};

/** The overall percentage at `fraction` (0-1) of `step`. */
export function progressAt(step: JobStep, fraction: number, analyzesVideo: boolean) {
  const ranges = analyzesVideo ? WITH_VIDEO : SPEECH_ONLY;
  const [from, to] = ranges[step] ?? [99, 99];
  return Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction)));
}

/** Progress and checkpoints are written at most this often. */
const WRITE_INTERVAL_MS = 2_000;

/** Runs `write` at most every WRITE_INTERVAL_MS, unless forced; writes never overlap. */
export function throttle(write: () => Promise<void>) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  return (force = false) => {
    const now = Date.now();
    if (!force && now - last < WRITE_INTERVAL_MS) return pending;
    last = now;
    pending = pending.then(write).catch(() => {});
    return pending;
  };
}
