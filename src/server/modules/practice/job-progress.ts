import { SAMPLE_FPS } from '@shared/body-language/observation';
import { MAX_ANALYZED_SECONDS } from '../../vision/analyze-video';
import type { AnalysisStep } from '../../speech/analyze-recording';

/*
 * A job's progress follows its work (decision 179): each step's share of the bar is the work
 * it is expected to take, and within a step the bar moves by the audio or frames done. The
 * engine reports whole chunks (25-30 s of audio each), so between two reports the bar moves on
 * at the step's measured speed, never past the share still ahead of it. The time left comes
 * from the speed measured in this run, not from a fixed rate.
 */

/** The steps an analysis job reports: the speech analysis's, then the video's body language. */
export type JobStep = AnalysisStep | 'bodyLanguage';

/**
 * Seconds of work per second of media each step takes on this 2-core machine (npm run bench:
 * speech: decoding about 0.005, whisper tiny.en 0.06-0.1, the voice with diarization 0.02-0.03;
 * npm run bench: 0.2 s a frame for the body language). Only their ratios set the bar's shares;
 * before anything is measured they also give the first estimate of the time left.
 */
const WORK_PER_SECOND: Record<JobStep, number> = {
  decoding: 0.005,
  transcribing: 0.1,
  speakers: 0.03,
  measuring: 0.01,
  bodyLanguage: SAMPLE_FPS * 0.2,
};

/** The first estimate allows for a busy machine: the measured speed replaces it. */
const FIRST_ESTIMATE_SLACK = 2;
/** The speed is measured once the run has worked this long, and a twentieth of it is done. */
const MEASURE_AFTER_SECONDS = 3;
const MEASURE_AFTER_SHARE = 0.05;
/** Between reports a step moves on towards this share of the piece under way, never past it. */
const MAX_AHEAD_SHARE = 0.9;
/** Past a quarter of that, it creeps: a point of the bar in this many seconds. */
const CREEP_SECONDS_PER_POINT = 9;
/** The bar stops here until the job is stored: 100 means the results are there. */
const LAST_PERCENT = 99;

export const STEP_LABEL: Record<JobStep, string> = {
  decoding: 'Reading your recording',
  transcribing: 'Transcribing your speech',
  speakers: 'Telling voices apart',
  measuring: 'Measuring pace, fillers, clarity and confidence',
  bodyLanguage: 'Analysing body language',
};

export interface ProgressSnapshot {
  /** 0-99 while the work goes on. */
  percent: number;
  step: JobStep;
  /** What the person reads: the step, with the audio done while transcribing. */
  label: string;
  /** Seconds left, re-estimated from the speed measured so far. */
  secondsLeft: number;
}

interface StepState {
  share: number;
  /** The fraction last reported, and when. */
  reported: number;
  reportedAt: number;
  /** The fraction its next report will give, when the step knows (the engine's next chunk). */
  next: number | null;
  startedAt: number | null;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Tracks one run of an analysis over `mediaSeconds` of media. Steps report the share of their
 * own work done (0-1); `snapshot` says where the whole stands now. Steps may run at once (the
 * voice is listened to while the words are transcribed).
 */
export function createProgressTracker(options: {
  mediaSeconds: number;
  /** The words are already there (a live session's): no transcription step. */
  transcribed?: boolean;
  /** The worker reads the video's frames after the speech. */
  withVideo?: boolean;
  /** Where a resumed run starts (the percent shown before): the bar never goes back. */
  fromPercent?: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const seconds = Math.max(1, options.mediaSeconds);
  const work: Partial<Record<JobStep, number>> = {
    decoding: WORK_PER_SECOND.decoding * seconds,
    ...(options.transcribed ? {} : { transcribing: WORK_PER_SECOND.transcribing * seconds }),
    speakers: WORK_PER_SECOND.speakers * seconds,
    measuring: WORK_PER_SECOND.measuring * seconds,
    ...(options.withVideo
      ? {
          bodyLanguage:
            WORK_PER_SECOND.bodyLanguage * Math.min(seconds, MAX_ANALYZED_SECONDS) * SAMPLE_FPS,
        }
      : {}),
  };
  const total = Object.values(work).reduce((sum, w) => sum + w, 0);
  const started = now();
  const steps = new Map<JobStep, StepState>(
    Object.entries(work).map(([step, w]) => [
      step as JobStep,
      { share: w / total, reported: 0, reportedAt: started, next: null, startedAt: null },
    ]),
  );
  let current: JobStep = 'decoding';
  let shown = Math.min(LAST_PERCENT, Math.max(0, options.fromPercent ?? 0));

  /**
   * A step's fraction now: the last report, moved on since then at the step's speed (measured,
   * or before its first report the first estimate's) for a quarter of the piece under way, then
   * creeping at a point of the bar every CREEP_SECONDS_PER_POINT: the bar keeps moving while
   * the work goes on, slower machines included, and never passes a point the step has not
   * reached.
   */
  const estimated = (state: StepState, at: number) => {
    if (state.startedAt === null || state.reported >= 1) return state.reported;
    const elapsed = state.reportedAt - state.startedAt;
    const rate =
      state.reported > 0 && elapsed > 0
        ? state.reported / elapsed
        : 1 / (state.share * total * FIRST_ESTIMATE_SLACK * 1000);
    const room = ((state.next ?? 1) - state.reported) * MAX_AHEAD_SHARE;
    const since = at - state.reportedAt;
    const quarter = room / 4;
    if (rate * since <= quarter) return state.reported + rate * since;
    const creep = (since - quarter / rate) / (CREEP_SECONDS_PER_POINT * 1000) / 100 / state.share;
    return state.reported + Math.min(room, quarter + creep);
  };

  const doneShare = (at: number) =>
    [...steps.values()].reduce((sum, state) => sum + state.share * estimated(state, at), 0);

  return {
    /**
     * `step` has done `fraction` of its work; `next`, when known, is the fraction its next
     * report will give (the end of the piece under way).
     */
    report(step: JobStep, fraction: number, next?: number) {
      const state = steps.get(step);
      if (!state) return;
      const at = now();
      state.startedAt ??= at;
      const clamped = Math.min(1, Math.max(0, fraction));
      if (clamped > state.reported || (clamped === 0 && state.reported === 0)) {
        state.reported = clamped;
        state.reportedAt = at;
        state.next = next !== undefined && next > clamped ? Math.min(1, next) : null;
      }
      // What the person reads is the step with the most work still ahead of it.
      let most = -1;
      for (const [name, s] of steps) {
        if (s.startedAt === null || s.reported >= 1) continue;
        const left = s.share * (1 - s.reported);
        if (left > most) {
          most = left;
          current = name;
        }
      }
      if (most < 0) current = step;
    },
    snapshot(): ProgressSnapshot {
      const at = now();
      const done = Math.min(1, doneShare(at));
      shown = Math.max(shown, Math.min(LAST_PERCENT, Math.floor(done * 100)));
      const elapsed = (at - started) / 1000;
      const measured = elapsed >= MEASURE_AFTER_SECONDS && done >= MEASURE_AFTER_SHARE;
      const secondsLeft = measured
        ? (elapsed * (1 - done)) / done
        : total * FIRST_ESTIMATE_SLACK * (1 - done);
      const transcribing = steps.get('transcribing');
      const label =
        current === 'transcribing' && transcribing
          ? `${STEP_LABEL.transcribing}: ${clock(estimated(transcribing, at) * seconds)} of ${clock(seconds)}`
          : STEP_LABEL[current];
      return {
        percent: shown,
        step: current,
        label,
        secondsLeft: Math.max(1, Math.ceil(secondsLeft)),
      };
    },
  };
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

/** How often a running job writes where it stands, reports or not: the bar keeps moving. */
export const PROGRESS_TICK_MS = WRITE_INTERVAL_MS;
