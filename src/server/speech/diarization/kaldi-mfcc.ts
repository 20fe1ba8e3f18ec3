import { fft } from './mfcc';

/**
 * The MFCCs the Kaldi x-vector extractor was trained on (`compute-mfcc-feats` with the
 * model's mfcc.conf: 8 kHz, 23 mel bins from 20 to 3700 Hz, 23 cepstra, log energy in place
 * of c0), then Kaldi's sliding cepstral mean normalisation over 3 s. Computed from our 16 kHz
 * audio with a 25 ms frame and a 512-point FFT: the bins are 31.25 Hz wide, as Kaldi's 8 kHz
 * 256-point ones are, and every bin above 3700 Hz gets no weight, so the filterbank is the
 * same. The level differs from 8 kHz audio by a constant, which the mean normalisation removes.
 */

export const XVECTOR_MEL_BINS = 23;
export const XVECTOR_CEPSTRA = 23;
const LOW_HZ = 20;
const HIGH_HZ = 3700;
const FRAME_SECONDS = 0.025;
export const XVECTOR_HOP_SECONDS = 0.01;
const PRE_EMPHASIS = 0.97;
const CEPSTRAL_LIFTER = 22;
/** Kaldi's sliding CMN window (`apply-cmvn-sliding --cmn-window=300`, the recipe's value). */
export const CMN_WINDOW_FRAMES = 300;
const EPSILON = 1.1920929e-7;

const mel = (hz: number) => 1127 * Math.log(1 + hz / 700);

interface Plan {
  frame: number;
  hop: number;
  fftSize: number;
  window: Float64Array;
  /** Per mel bin: first FFT bin and its weights. */
  bins: Array<{ first: number; weights: Float64Array }>;
  dct: Float64Array[];
  lifter: Float64Array;
}

const plans = new Map<number, Plan>();

function planFor(sampleRate: number): Plan {
  const cached = plans.get(sampleRate);
  if (cached) return cached;
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const hop = Math.round(XVECTOR_HOP_SECONDS * sampleRate);
  let fftSize = 1;
  while (fftSize < frame) fftSize <<= 1;
  // Kaldi's "povey" window: a Hann window raised to 0.85.
  const window = Float64Array.from(
    { length: frame },
    (_, i) => (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frame - 1))) ** 0.85,
  );
  const binWidth = sampleRate / fftSize;
  const low = mel(LOW_HZ);
  const delta = (mel(HIGH_HZ) - low) / (XVECTOR_MEL_BINS + 1);
  const bins = Array.from({ length: XVECTOR_MEL_BINS }, (_, b) => {
    const left = low + b * delta;
    const centre = left + delta;
    const right = centre + delta;
    const weights: number[] = [];
    let first = -1;
    for (let i = 0; i < fftSize / 2; i += 1) {
      const m = mel(binWidth * i);
      if (m > left && m < right) {
        if (first < 0) first = i;
        weights[i - first] =
          m <= centre ? (m - left) / (centre - left) : (right - m) / (right - centre);
      } else if (first >= 0) break;
    }
    return { first: Math.max(0, first), weights: Float64Array.from(weights) };
  });
  // Kaldi's orthonormal DCT-II.
  const dct = Array.from({ length: XVECTOR_CEPSTRA }, (_, k) =>
    Float64Array.from(
      { length: XVECTOR_MEL_BINS },
      (_, n) =>
        Math.sqrt((k === 0 ? 1 : 2) / XVECTOR_MEL_BINS) *
        Math.cos((Math.PI / XVECTOR_MEL_BINS) * (n + 0.5) * k),
    ),
  );
  const lifter = Float64Array.from(
    { length: XVECTOR_CEPSTRA },
    (_, i) => 1 + 0.5 * CEPSTRAL_LIFTER * Math.sin((Math.PI * i) / CEPSTRAL_LIFTER),
  );
  const plan = { frame, hop, fftSize, window, bins, dct, lifter };
  plans.set(sampleRate, plan);
  return plan;
}

/** Frames of XVECTOR_CEPSTRA values, one every 10 ms, for `samples` (floats, -1 to 1). */
export function xvectorFeatures(samples: Float32Array, sampleRate: number): Float32Array[] {
  const plan = planFor(sampleRate);
  const count =
    samples.length < plan.frame ? 0 : 1 + Math.floor((samples.length - plan.frame) / plan.hop);
  const re = new Float64Array(plan.fftSize);
  const im = new Float64Array(plan.fftSize);
  const logMel = new Float64Array(XVECTOR_MEL_BINS);
  const frames: Float32Array[] = [];
  for (let f = 0; f < count; f += 1) {
    const offset = f * plan.hop;
    let mean = 0;
    // Kaldi's features are of 16-bit sample values, not of floats.
    for (let i = 0; i < plan.frame; i += 1) mean += (samples[offset + i] ?? 0) * 32768;
    mean /= plan.frame;
    re.fill(0);
    im.fill(0);
    let energy = 0;
    for (let i = 0; i < plan.frame; i += 1) {
      const value = (samples[offset + i] ?? 0) * 32768 - mean;
      re[i] = value;
      energy += value * value;
    }
    for (let i = plan.frame - 1; i > 0; i -= 1)
      re[i] = (re[i] ?? 0) - PRE_EMPHASIS * (re[i - 1] ?? 0);
    re[0] = (re[0] ?? 0) * (1 - PRE_EMPHASIS);
    for (let i = 0; i < plan.frame; i += 1) re[i] = (re[i] ?? 0) * (plan.window[i] ?? 0);
    fft(re, im);
    for (let b = 0; b < XVECTOR_MEL_BINS; b += 1) {
      const { first, weights } = plan.bins[b] ?? { first: 0, weights: new Float64Array(0) };
      let sum = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const bin = first + k;
        sum += (weights[k] ?? 0) * ((re[bin] ?? 0) ** 2 + (im[bin] ?? 0) ** 2);
      }
      logMel[b] = Math.log(Math.max(sum, EPSILON));
    }
    const out = new Float32Array(XVECTOR_CEPSTRA);
    for (let k = 0; k < XVECTOR_CEPSTRA; k += 1) {
      const basis = plan.dct[k] ?? new Float64Array(0);
      let sum = 0;
      for (let n = 0; n < XVECTOR_MEL_BINS; n += 1) sum += (logMel[n] ?? 0) * (basis[n] ?? 0);
      out[k] = sum * (plan.lifter[k] ?? 1);
    }
    out[0] = Math.log(Math.max(energy, EPSILON));
    frames.push(out);
  }
  return frames;
}

/**
 * Kaldi's sliding cepstral mean normalisation (centred window, no variance normalisation):
 * each frame minus the mean of the CMN_WINDOW_FRAMES around it, the window kept inside the
 * frames, so a speaker's channel and loudness fall away and the voice remains.
 */
export function slidingCmn(frames: Float32Array[], window = CMN_WINDOW_FRAMES): Float32Array[] {
  const n = frames.length;
  const dim = frames[0]?.length ?? 0;
  const prefix = new Float64Array((n + 1) * dim);
  for (let t = 0; t < n; t += 1) {
    const frame = frames[t] as Float32Array;
    for (let d = 0; d < dim; d += 1) {
      prefix[(t + 1) * dim + d] = (prefix[t * dim + d] ?? 0) + (frame[d] ?? 0);
    }
  }
  return frames.map((frame, t) => {
    let start = t - Math.floor(window / 2);
    let end = start + window;
    if (start < 0) {
      end -= start;
      start = 0;
    }
    if (end > n) {
      start = Math.max(0, start - (end - n));
      end = n;
    }
    const size = end - start;
    return frame.map(
      (value, d) => value - ((prefix[end * dim + d] ?? 0) - (prefix[start * dim + d] ?? 0)) / size,
    );
  });
}
