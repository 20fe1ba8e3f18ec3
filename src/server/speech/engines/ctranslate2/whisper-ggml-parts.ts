/*
 * The parts of a whisper.cpp model file that are not weights: the mel filter bank whisper.cpp
 * reads from the file to make its spectrogram, and the vocabulary as raw bytes. whisper.cpp's
 * own converter (models/convert-pt-to-ggml.py) takes the filters from OpenAI's
 * mel_filters.npz, which librosa made; they are computed here the same way.
 */

/** Whisper's audio front end: 16 kHz, 400-sample FFT windows. */
export const WHISPER_SAMPLE_RATE = 16_000;
export const WHISPER_N_FFT = 400;

// Slaney's mel scale (librosa's default, htk=False): linear below 1 kHz, logarithmic above.
const F_SP = 200 / 3;
const MIN_LOG_HZ = 1000;
const MIN_LOG_MEL = MIN_LOG_HZ / F_SP;
const LOG_STEP = Math.log(6.4) / 27;

const hzToMel = (hz: number) =>
  hz >= MIN_LOG_HZ ? MIN_LOG_MEL + Math.log(hz / MIN_LOG_HZ) / LOG_STEP : hz / F_SP;
const melToHz = (mel: number) =>
  mel >= MIN_LOG_MEL ? MIN_LOG_HZ * Math.exp(LOG_STEP * (mel - MIN_LOG_MEL)) : F_SP * mel;

/**
 * librosa.filters.mel(sr=16000, n_fft=400, n_mels) with Slaney's area normalisation, as
 * float32 in librosa's order of rounding: [n_mels][1 + n_fft/2], row by row.
 */
export function whisperMelFilters(nMels: number): Float32Array {
  const bins = 1 + WHISPER_N_FFT / 2;
  const fftFreqs = Array.from(
    { length: bins },
    (_, k) => (k * WHISPER_SAMPLE_RATE) / WHISPER_N_FFT,
  );
  const maxMel = hzToMel(WHISPER_SAMPLE_RATE / 2);
  const melFreqs = Array.from({ length: nMels + 2 }, (_, i) => melToHz((maxMel * i) / (nMels + 1)));
  const filters = new Float32Array(nMels * bins);
  for (let m = 0; m < nMels; m++) {
    const [low, centre, high] = [melFreqs[m]!, melFreqs[m + 1]!, melFreqs[m + 2]!];
    const enorm = 2 / (high - low);
    for (let k = 0; k < bins; k++) {
      const f = fftFreqs[k]!;
      const lower = (f - low) / (centre - low);
      const upper = (high - f) / (high - centre);
      // librosa keeps the triangle in float32, then scales it in float64 back into float32.
      const weight = Math.fround(Math.max(0, Math.min(lower, upper)));
      filters[m * bins + k] = weight * enorm;
    }
  }
  return filters;
}

/**
 * GPT-2's byte-level alphabet: each byte is shown as a printable character (bytes_to_unicode
 * in its encoder.py), so "Ġthe" is " the". Returns the character-to-byte map.
 */
function gpt2ByteDecoder(): Map<string, number> {
  const printable = (b: number) =>
    (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
  const decoder = new Map<string, number>();
  let next = 0;
  for (let b = 0; b < 256; b++) {
    decoder.set(String.fromCodePoint(printable(b) ? b : 256 + next++), b);
  }
  return decoder;
}

const BYTE_DECODER = gpt2ByteDecoder();

/** A token of the vocabulary as the bytes it stands for; null when it is not byte-level. */
export function tokenBytes(token: string): Buffer | null {
  const bytes: number[] = [];
  for (const char of token) {
    const byte = BYTE_DECODER.get(char);
    if (byte === undefined) return null;
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}
