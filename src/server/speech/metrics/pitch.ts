import {
  MONOTONE_SD_SEMITONES,
  PITCH_HOP_SECONDS,
  PITCH_MIN_VOICED_RUN_FRAMES,
  PITCH_OUTLIER_SEMITONES,
  PITCH_WINDOW_MIN_VOICED_SECONDS,
  PITCH_WINDOW_SECONDS,
  RANGE_HIGH_QUANTILE,
  RANGE_LOW_QUANTILE,
} from '../scoring/norms';
import type { DecodedAudio } from '../types';
import { median, quantileSorted, roundTo, standardDeviation } from './format';
import { type VoiceFrames, insideSpans } from './voice-frames';
import { type PitchFrame, trackPitch } from './yin';

/**
 * Pitch variation in semitones relative to the speaker's own median (norms: never Hz SD,
 * which is gender-confounded), overall and per 8-s window, where SD under 2 st is flat.
 */
export interface PitchWindow {
  start: number;
  end: number;
  voicedSeconds: number;
  sdSemitones: number;
  /** p10-p90 spread in semitones. */
  rangeSemitones: number;
  flat: boolean;
}

export interface PitchMetrics {
  medianHz: number | null;
  voicedSeconds: number;
  /** Share of analysed frames that were voiced. */
  voicedShare: number;
  sdSemitones: number | null;
  p10Semitones: number | null;
  p90Semitones: number | null;
  rangeSemitones: number | null;
  /** Windows with at least 1 s of voicing; quieter windows cannot be judged. */
  windows: PitchWindow[];
  /** Share of voiced time in flat windows; null when no window could be judged. */
  monotoneShare: number | null;
  /** Frames dropped as octave errors (over an octave from the median). */
  outlierFrames: number;
}

interface VoicedFrame {
  time: number;
  semitones: number;
}

/** Voiced runs shorter than 3 frames are tracker blips in noise, not voice. */
export function dropShortRuns(frames: readonly PitchFrame[], minRun: number): PitchFrame[] {
  const kept = frames.map((frame) => ({ ...frame }));
  let runStart = -1;
  for (let i = 0; i <= kept.length; i += 1) {
    const voiced = i < kept.length && kept[i]?.hz !== null;
    if (voiced && runStart < 0) runStart = i;
    if (!voiced && runStart >= 0) {
      if (i - runStart < minRun) {
        for (let k = runStart; k < i; k += 1) (kept[k] as PitchFrame).hz = null;
      }
      runStart = -1;
    }
  }
  return kept;
}

function spread(semitones: readonly number[]) {
  const sorted = [...semitones].sort((a, b) => a - b);
  const p10 = quantileSorted(sorted, RANGE_LOW_QUANTILE);
  const p90 = quantileSorted(sorted, RANGE_HIGH_QUANTILE);
  return { sd: standardDeviation(semitones), p10, p90, range: p90 - p10 };
}

function pitchWindows(voiced: readonly VoicedFrame[], durationSeconds: number): PitchWindow[] {
  const windows: PitchWindow[] = [];
  const minFrames = PITCH_WINDOW_MIN_VOICED_SECONDS / PITCH_HOP_SECONDS;
  for (let start = 0; start < durationSeconds; start += PITCH_WINDOW_SECONDS) {
    const end = Math.min(start + PITCH_WINDOW_SECONDS, durationSeconds);
    const inWindow = voiced.filter((frame) => frame.time >= start && frame.time < end);
    const values = inWindow.map((frame) => frame.semitones);
    if (values.length < minFrames) continue;
    const stats = spread(values);
    // The voiced part of the window, so a quoted stretch covers speech, not silence or
    // another speaker's turn.
    windows.push({
      start: roundTo(inWindow[0]?.time ?? start, 2),
      end: roundTo(Math.min(end, (inWindow.at(-1)?.time ?? end) + PITCH_HOP_SECONDS), 2),
      voicedSeconds: roundTo(values.length * PITCH_HOP_SECONDS, 2),
      sdSemitones: roundTo(stats.sd, 2),
      rangeSemitones: roundTo(stats.range, 2),
      flat: stats.sd < MONOTONE_SD_SEMITONES,
    });
  }
  return windows;
}

export function summarisePitch(frames: readonly PitchFrame[], durationSeconds: number) {
  const cleaned = dropShortRuns(frames, PITCH_MIN_VOICED_RUN_FRAMES);
  const voicedHz = cleaned.flatMap((frame) => (frame.hz === null ? [] : [frame]));
  const empty: PitchMetrics = {
    medianHz: null,
    voicedSeconds: 0,
    voicedShare: 0,
    sdSemitones: null,
    p10Semitones: null,
    p90Semitones: null,
    rangeSemitones: null,
    windows: [],
    monotoneShare: null,
    outlierFrames: 0,
  };
  if (voicedHz.length === 0) return empty;

  const roughMedian = median(voicedHz.map((frame) => frame.hz as number));
  const toSemitones = (hz: number, reference: number) => 12 * Math.log2(hz / reference);
  const plausible = voicedHz.filter(
    (frame) => Math.abs(toSemitones(frame.hz as number, roughMedian)) <= PITCH_OUTLIER_SEMITONES,
  );
  const medianHz = median(plausible.map((frame) => frame.hz as number));
  const voiced: VoicedFrame[] = plausible.map((frame) => ({
    time: frame.time,
    semitones: toSemitones(frame.hz as number, medianHz),
  }));
  const overall = spread(voiced.map((frame) => frame.semitones));
  const windows = pitchWindows(voiced, durationSeconds);
  const judged = windows.reduce((sum, window) => sum + window.voicedSeconds, 0);
  const flat = windows
    .filter((window) => window.flat)
    .reduce((sum, window) => sum + window.voicedSeconds, 0);
  return {
    medianHz: roundTo(medianHz, 1),
    voicedSeconds: roundTo(voiced.length * PITCH_HOP_SECONDS, 2),
    voicedShare: roundTo(voiced.length / frames.length, 3),
    sdSemitones: roundTo(overall.sd, 2),
    p10Semitones: roundTo(overall.p10, 2),
    p90Semitones: roundTo(overall.p90, 2),
    rangeSemitones: roundTo(overall.range, 2),
    windows,
    monotoneShare: judged > 0 ? roundTo(flat / judged, 3) : null,
    outlierFrames: voicedHz.length - plausible.length,
  } satisfies PitchMetrics;
}

/**
 * With word times, only frames inside the words count: after speaker selection the audio still
 * holds the other speakers, and their voices must not move this speaker's pitch.
 */
export function measurePitchFrames(
  voice: Pick<VoiceFrames, 'pitch' | 'durationSeconds'>,
  speechSpans: ReadonlyArray<{ start: number; end: number }> = [],
): PitchMetrics {
  if (speechSpans.length === 0) return summarisePitch(voice.pitch, voice.durationSeconds);
  const inside = insideSpans(voice.pitch, speechSpans);
  return summarisePitch(
    voice.pitch.filter((_, i) => inside[i]),
    voice.durationSeconds,
  );
}

/** `measurePitchFrames` for audio in memory. */
export function measurePitch(
  audio: DecodedAudio,
  speechSpans: ReadonlyArray<{ start: number; end: number }> = [],
): PitchMetrics {
  return measurePitchFrames(
    { pitch: trackPitch(audio.samples, audio.sampleRate), durationSeconds: audio.durationSeconds },
    speechSpans,
  );
}
