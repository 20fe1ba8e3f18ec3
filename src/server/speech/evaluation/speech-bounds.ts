import type { TimeSpan } from './types';

export interface LevelOptions {
  /** Analysis frame length; 10 ms gives onsets to within a frame. */
  frameSeconds?: number;
  /** A frame is speech when its RMS is within this many dB of the loudest frame's. */
  thresholdDb?: number;
}

const DEFAULTS = { frameSeconds: 0.01, thresholdDb: -40 };

/** Which frames hold speech: RMS against a threshold relative to the loudest frame. */
function speechFrames(samples: Float32Array, sampleRate: number, options: LevelOptions) {
  const frameLength = Math.max(
    1,
    Math.round((options.frameSeconds ?? DEFAULTS.frameSeconds) * sampleRate),
  );
  const count = Math.ceil(samples.length / frameLength);
  const rms = new Float64Array(count);
  for (let f = 0; f < count; f += 1) {
    const end = Math.min(samples.length, (f + 1) * frameLength);
    let sum = 0;
    for (let i = f * frameLength; i < end; i += 1) sum += (samples[i] ?? 0) ** 2;
    rms[f] = Math.sqrt(sum / Math.max(1, end - f * frameLength));
  }
  const loudest = rms.reduce((max, v) => Math.max(max, v), 0);
  const line = loudest * 10 ** ((options.thresholdDb ?? DEFAULTS.thresholdDb) / 20);
  return { isSpeech: Array.from(rms, (v) => loudest > 0 && v > line), frameLength };
}

/** From the first speech frame's start to the last one's end, in seconds; null if all silent. */
export function speechBounds(
  samples: Float32Array,
  sampleRate: number,
  options: LevelOptions = {},
): TimeSpan | null {
  const { isSpeech, frameLength } = speechFrames(samples, sampleRate, options);
  const first = isSpeech.indexOf(true);
  if (first < 0) return null;
  const last = isSpeech.lastIndexOf(true);
  return {
    start: (first * frameLength) / sampleRate,
    end: Math.min(samples.length, (last + 1) * frameLength) / sampleRate,
  };
}

/** Silences of at least `minSeconds` between the first and the last speech frame. */
export function innerSilences(
  samples: Float32Array,
  sampleRate: number,
  minSeconds: number,
  options: LevelOptions = {},
): TimeSpan[] {
  const { isSpeech, frameLength } = speechFrames(samples, sampleRate, options);
  const silences: TimeSpan[] = [];
  const first = isSpeech.indexOf(true);
  const last = isSpeech.lastIndexOf(true);
  let runStart = -1;
  for (let f = first; f >= 0 && f <= last; f += 1) {
    if (!isSpeech[f] && runStart < 0) runStart = f;
    if (isSpeech[f] && runStart >= 0) {
      const span = {
        start: (runStart * frameLength) / sampleRate,
        end: (f * frameLength) / sampleRate,
      };
      if (span.end - span.start >= minSeconds - 1e-9) silences.push(span);
      runStart = -1;
    }
  }
  return silences;
}
