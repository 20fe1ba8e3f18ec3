import { type PcmFile, readPcm } from './decode';

/** Hop of the loudness envelope that long speech is cut by. */
export const ENVELOPE_HOP_SECONDS = 0.02;
/** The quietest stretch is judged over this many hops (100 ms: a breath, a gap between words). */
const QUIET_WINDOW_HOPS = 5;
/** Read a minute at a time, so memory does not grow with the recording's length. */
const BLOCK_SECONDS = 60;

/** Mean power of each 20 ms of the recording, between `from` and `to` seconds. */
export async function loudnessEnvelope(
  pcm: PcmFile,
  from = 0,
  to = pcm.durationSeconds,
): Promise<{ from: number; power: Float32Array }> {
  const hop = Math.round(ENVELOPE_HOP_SECONDS * pcm.sampleRate);
  const first = Math.floor((from * pcm.sampleRate) / hop) * hop;
  const last = Math.min(pcm.sampleCount, Math.ceil(to * pcm.sampleRate));
  const power = new Float32Array(Math.max(0, Math.ceil((last - first) / hop)));
  const block = BLOCK_SECONDS * pcm.sampleRate;
  for (let start = first; start < last; start += block) {
    const samples = await readPcm(pcm, start, Math.min(last, start + block));
    for (let i = 0; i < samples.length; i += 1) {
      const index = Math.floor((start - first + i) / hop);
      power[index] = (power[index] ?? 0) + (samples[i] ?? 0) ** 2 / hop;
    }
  }
  return { from: first / pcm.sampleRate, power };
}

/**
 * The middle of the quietest 100 ms between `from` and `to` seconds of an envelope: where
 * speech that runs on without a pause long enough for VAD is best cut, between words.
 */
export function quietestTime(
  envelope: { from: number; power: Float32Array },
  from: number,
  to: number,
): number {
  const firstHop = Math.max(0, Math.ceil((from - envelope.from) / ENVELOPE_HOP_SECONDS));
  const lastHop = Math.min(
    envelope.power.length - QUIET_WINDOW_HOPS,
    Math.floor((to - envelope.from) / ENVELOPE_HOP_SECONDS) - QUIET_WINDOW_HOPS,
  );
  if (lastHop < firstHop) return (from + to) / 2;
  let best = firstHop;
  let bestSum = Infinity;
  for (let hop = firstHop; hop <= lastHop; hop += 1) {
    let sum = 0;
    for (let k = 0; k < QUIET_WINDOW_HOPS; k += 1) sum += envelope.power[hop + k] ?? 0;
    if (sum < bestSum) {
      bestSum = sum;
      best = hop;
    }
  }
  return envelope.from + (best + QUIET_WINDOW_HOPS / 2) * ENVELOPE_HOP_SECONDS;
}

/** `quietestTime` of the recording, reading only the stretch asked about. */
export const quietestIn =
  (pcm: PcmFile) =>
  async (from: number, to: number): Promise<number> =>
    quietestTime(await loudnessEnvelope(pcm, from, to), from, to);
