/**
 * Mel-frequency cepstral coefficients, written out here (no DSP package is installed). The
 * FFT serves the x-vector features too (kaldi-mfcc.ts); these MFCCs feed only the MFCC
 * statistics embedder, which the evaluation compares with x-vectors (embedders.ts).
 * Steps: pre-emphasis, 25 ms Hamming frames every 10 ms, power spectrum by FFT, 26 triangular
 * mel filters, log, DCT-II to 13 coefficients (the usual HTK/Kaldi recipe).
 */

export const MFCC_FRAME_SECONDS = 0.025;
export const MFCC_HOP_SECONDS = 0.01;
export const MFCC_MEL_FILTERS = 26;
export const MFCC_COEFFICIENTS = 13;
/** Lifts high frequencies, where formant detail lives, above the 6 dB/octave speech tilt. */
export const MFCC_PRE_EMPHASIS = 0.97;
/** Added before the log so silent filters give a finite (very low) value, not -Infinity. */
const LOG_FLOOR = 1e-10;

export interface MfccOptions {
  frameSeconds: number;
  hopSeconds: number;
  melFilters: number;
  coefficients: number;
  preEmphasis: number;
}

export const DEFAULT_MFCC_OPTIONS: MfccOptions = {
  frameSeconds: MFCC_FRAME_SECONDS,
  hopSeconds: MFCC_HOP_SECONDS,
  melFilters: MFCC_MEL_FILTERS,
  coefficients: MFCC_COEFFICIENTS,
  preEmphasis: MFCC_PRE_EMPHASIS,
};

/** In-place iterative radix-2 FFT; `re.length` must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  if ((n & (n - 1)) !== 0) throw new Error(`FFT size ${n} is not a power of two`);
  // Bit-reversal permutation, so the butterflies below can run in place.
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let wRe = 1;
      let wIm = 0;
      for (let k = 0; k < size / 2; k += 1) {
        const a = start + k;
        const b = a + size / 2;
        const bRe = re[b] ?? 0;
        const bIm = im[b] ?? 0;
        const tRe = bRe * wRe - bIm * wIm;
        const tIm = bRe * wIm + bIm * wRe;
        re[b] = (re[a] ?? 0) - tRe;
        im[b] = (im[a] ?? 0) - tIm;
        re[a] = (re[a] ?? 0) + tRe;
        im[a] = (im[a] ?? 0) + tIm;
        const nextRe = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = nextRe;
      }
    }
  }
}

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular filters evenly spaced on the mel scale from 0 Hz to Nyquist, as FFT-bin weights. */
export function melFilterbank(
  filters: number,
  fftSize: number,
  sampleRate: number,
): Float64Array[] {
  const bins = fftSize / 2 + 1;
  const maxMel = hzToMel(sampleRate / 2);
  const edges = Array.from({ length: filters + 2 }, (_, i) =>
    Math.floor(((fftSize + 1) * melToHz((maxMel * i) / (filters + 1))) / sampleRate),
  );
  return Array.from({ length: filters }, (_, m) => {
    const weights = new Float64Array(bins);
    const [left, centre, right] = [edges[m] ?? 0, edges[m + 1] ?? 0, edges[m + 2] ?? 0];
    for (let k = left; k < centre; k += 1) weights[k] = (k - left) / Math.max(1, centre - left);
    for (let k = centre; k <= right && k < bins; k += 1) {
      weights[k] = (right - k) / Math.max(1, right - centre);
    }
    return weights;
  });
}

/** The number of whole frames `mfcc` returns for `sampleCount` samples. */
export function mfccFrameCount(
  sampleCount: number,
  sampleRate: number,
  options = DEFAULT_MFCC_OPTIONS,
) {
  const frame = Math.round(options.frameSeconds * sampleRate);
  const hop = Math.round(options.hopSeconds * sampleRate);
  return sampleCount < frame ? 0 : 1 + Math.floor((sampleCount - frame) / hop);
}

/**
 * MFCCs of `samples`, one array of `coefficients` values per frame (frame i starts at
 * i * hop samples). Coefficient 0 is the log energy term; the MFCC statistics leave it out,
 * since it follows the distance to the microphone more than the voice.
 */
export function mfcc(
  samples: Float32Array,
  sampleRate: number,
  options: MfccOptions = DEFAULT_MFCC_OPTIONS,
): Float64Array[] {
  const frame = Math.round(options.frameSeconds * sampleRate);
  const hop = Math.round(options.hopSeconds * sampleRate);
  let fftSize = 1;
  while (fftSize < frame) fftSize <<= 1;
  const filterbank = melFilterbank(options.melFilters, fftSize, sampleRate);
  const hamming = Float64Array.from(
    { length: frame },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (frame - 1)),
  );
  // DCT-II basis, computed once: cos(pi * c * (m + 0.5) / M).
  const dct = Array.from({ length: options.coefficients }, (_, c) =>
    Float64Array.from({ length: options.melFilters }, (_, m) =>
      Math.cos((Math.PI * c * (m + 0.5)) / options.melFilters),
    ),
  );

  const count = mfccFrameCount(samples.length, sampleRate, options);
  const re = new Float64Array(fftSize);
  const im = new Float64Array(fftSize);
  const logMel = new Float64Array(options.melFilters);
  const frames: Float64Array[] = [];
  for (let f = 0; f < count; f += 1) {
    const offset = f * hop;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < frame; i += 1) {
      const current = samples[offset + i] ?? 0;
      // Pre-emphasis uses the sample before the frame too, so frames join seamlessly.
      const previous = offset + i > 0 ? (samples[offset + i - 1] ?? 0) : 0;
      re[i] = (current - options.preEmphasis * previous) * (hamming[i] ?? 0);
    }
    fft(re, im);
    for (let m = 0; m < options.melFilters; m += 1) {
      const weights = filterbank[m] ?? new Float64Array(0);
      let energy = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const w = weights[k] ?? 0;
        if (w > 0) energy += w * ((re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2);
      }
      logMel[m] = Math.log(energy + LOG_FLOOR);
    }
    const coefficients = new Float64Array(options.coefficients);
    for (let c = 0; c < options.coefficients; c += 1) {
      const basis = dct[c] ?? new Float64Array(0);
      let sum = 0;
      for (let m = 0; m < options.melFilters; m += 1) sum += (logMel[m] ?? 0) * (basis[m] ?? 0);
      coefficients[c] = sum;
    }
    frames.push(coefficients);
  }
  return frames;
}
