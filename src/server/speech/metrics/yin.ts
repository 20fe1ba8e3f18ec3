import {
  PITCH_FRAME_SECONDS,
  PITCH_HOP_SECONDS,
  PITCH_MAX_HZ,
  PITCH_MIN_HZ,
  PITCH_SILENCE_DBFS,
  YIN_THRESHOLD,
} from '../scoring/norms';

/**
 * YIN fundamental-frequency tracker (de Cheveigne & Kawahara 2002, JASA 111(4)), written out
 * here rather than pulled from `pitchfinder` so no package is added. Steps: squared-difference
 * function, cumulative mean normalisation, first dip under an absolute threshold, then
 * parabolic interpolation for sub-sample accuracy.
 */
export interface PitchFrame {
  /** Centre of the frame, seconds. */
  time: number;
  /** F0 in Hz, or null when the frame is silent or unvoiced. */
  hz: number | null;
}

export interface YinOptions {
  frameSeconds: number;
  hopSeconds: number;
  minHz: number;
  maxHz: number;
  threshold: number;
  silenceDbfs: number;
}

export const DEFAULT_YIN_OPTIONS: YinOptions = {
  frameSeconds: PITCH_FRAME_SECONDS,
  hopSeconds: PITCH_HOP_SECONDS,
  minHz: PITCH_MIN_HZ,
  maxHz: PITCH_MAX_HZ,
  threshold: YIN_THRESHOLD,
  silenceDbfs: PITCH_SILENCE_DBFS,
};

function frameDbfs(samples: Float32Array, offset: number, length: number): number {
  let sum = 0;
  for (let i = offset; i < offset + length; i += 1) {
    const value = samples[i] ?? 0;
    sum += value * value;
  }
  return 10 * Math.log10(sum / length + 1e-20);
}

/**
 * The lag (in samples, fractional) of the frame's period, or null when no lag in range dips
 * under the threshold. The difference function is computed lag by lag and stops at the first
 * dip's minimum, which keeps voiced frames cheap.
 */
export function yinPeriod(
  samples: Float32Array,
  offset: number,
  window: number,
  tauMin: number,
  tauMax: number,
  threshold: number,
): number | null {
  const normalised = new Float64Array(tauMax + 2);
  normalised[0] = 1;
  let runningSum = 0;
  let candidate = -1;
  // Differences of four lags at a time, each summed in the same order as one at a time (so
  // the same numbers): every sample is read once for the four. A lag past the dip is
  // computed and not used.
  const differences = new Float64Array(4);
  const end = offset + window;
  const inside = offset >= 0 && end + tauMax + 4 <= samples.length;
  for (let block = 1; block <= tauMax + 1; block += 4) {
    if (inside) {
      let d0 = 0;
      let d1 = 0;
      let d2 = 0;
      let d3 = 0;
      for (let j = offset; j < end; j += 1) {
        const x = samples[j]!;
        const e0 = x - samples[j + block]!;
        const e1 = x - samples[j + block + 1]!;
        const e2 = x - samples[j + block + 2]!;
        const e3 = x - samples[j + block + 3]!;
        d0 += e0 * e0;
        d1 += e1 * e1;
        d2 += e2 * e2;
        d3 += e3 * e3;
      }
      differences[0] = d0;
      differences[1] = d1;
      differences[2] = d2;
      differences[3] = d3;
    } else {
      for (let k = 0; k < 4; k += 1) {
        let difference = 0;
        for (let j = offset; j < end; j += 1) {
          const delta = (samples[j] ?? 0) - (samples[j + block + k] ?? 0);
          difference += delta * delta;
        }
        differences[k] = difference;
      }
    }
    let stop = false;
    for (let k = 0; k < 4 && block + k <= tauMax + 1; k += 1) {
      const tau = block + k;
      const difference = differences[k]!;
      runningSum += difference;
      normalised[tau] = runningSum > 0 ? (difference * tau) / runningSum : 1;
      if (candidate < 0) {
        if (tau >= tauMin && tau <= tauMax && normalised[tau]! < threshold) candidate = tau;
      } else if (normalised[tau]! < normalised[tau - 1]!) {
        candidate = tau; // still descending into the dip
      } else {
        stop = true; // tau is one past the minimum: enough for interpolation
        break;
      }
    }
    if (stop) break;
  }
  if (candidate < 0 || candidate > tauMax) return null;
  const before = normalised[candidate - 1] ?? 1;
  const at = normalised[candidate] ?? 1;
  const after = normalised[candidate + 1] ?? 1;
  const curvature = before - 2 * at + after;
  const shift = curvature > 0 ? (0.5 * (before - after)) / curvature : 0;
  return candidate + Math.max(-1, Math.min(1, shift));
}

export function trackPitch(
  samples: Float32Array,
  sampleRate: number,
  options: Partial<YinOptions> = {},
): PitchFrame[] {
  const settings = { ...DEFAULT_YIN_OPTIONS, ...options };
  const frameLength = Math.round(settings.frameSeconds * sampleRate);
  const hop = Math.max(1, Math.round(settings.hopSeconds * sampleRate));
  const tauMin = Math.max(2, Math.floor(sampleRate / settings.maxHz));
  const tauMax = Math.ceil(sampleRate / settings.minHz);
  // The frame holds the integration window plus the longest lag (and one for interpolation).
  const window = frameLength - tauMax - 1;
  if (window < tauMax) throw new Error('Pitch frame too short for the lowest frequency');

  const frames: PitchFrame[] = [];
  for (let offset = 0; offset + frameLength <= samples.length; offset += hop) {
    const time = (offset + frameLength / 2) / sampleRate;
    if (frameDbfs(samples, offset, frameLength) < settings.silenceDbfs) {
      frames.push({ time, hz: null });
      continue;
    }
    const period = yinPeriod(samples, offset, window, tauMin, tauMax, settings.threshold);
    const hz = period === null ? null : sampleRate / period;
    const inRange = hz !== null && hz >= settings.minHz && hz <= settings.maxHz;
    frames.push({ time, hz: inRange ? hz : null });
  }
  return frames;
}
