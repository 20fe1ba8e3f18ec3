import {
  CLIPPING_WARNING_SHARE,
  LOUDNESS_BLOCK_SECONDS,
  LOUDNESS_FRAME_SECONDS,
  RANGE_HIGH_QUANTILE,
  RANGE_LOW_QUANTILE,
  SILENCE_FLOOR_DBFS,
  SPEECH_GATE_BELOW_PEAK_DB,
  SPEECH_GATE_PEAK_QUANTILE,
  TOO_LOUD_DBFS,
  TOO_QUIET_DBFS,
} from '../scoring/norms';
import type { DecodedAudio } from '../types';
import { median, quantileSorted, roundTo, standardDeviation } from './format';
import type { TimeSpan } from '../time-span';
import {
  type PowerFrame,
  type VoiceFrames,
  clippingShareOf,
  firstAtOrAfter,
  powerFrames,
} from './voice-frames';

/**
 * Level and variation of the voice, on the raw signal (norms: normalise for ASR only).
 * dBFS here is 20*log10(RMS) with full scale 1.0, so a full-scale sine reads -3 dBFS.
 */
export interface LoudnessMetrics {
  /** Median of speech frames; null when no frame rose above the silence floor. */
  medianDbfs: number | null;
  p10Dbfs: number | null;
  p90Dbfs: number | null;
  /** SD in dB between words (or 250-ms blocks without word times): the emphasis measure. */
  variationDb: number | null;
  variationBasis: 'words' | 'blocks';
  /** SD over all 50-ms speech frames: includes syllable-level swings, so it runs higher. */
  frameSdDb: number | null;
  speechSeconds: number;
  /** Share of all samples at full scale. */
  clippingShare: number;
  clipping: boolean;
  tooQuiet: boolean;
  tooLoud: boolean;
}

export type { TimeSpan };

type Frame = PowerFrame;

const toDb = (power: number) => 10 * Math.log10(power + 1e-20);

/** Without word times, speech is what rises above -60 dBFS and within 30 dB of the loud frames. */
function gateSpeech(all: readonly Frame[]): Frame[] {
  const sorted = all.map((frame) => toDb(frame.power)).sort((a, b) => a - b);
  const peak = quantileSorted(sorted, SPEECH_GATE_PEAK_QUANTILE);
  const floor = Math.max(SILENCE_FLOOR_DBFS, peak - SPEECH_GATE_BELOW_PEAK_DB);
  return all.filter((frame) => toDb(frame.power) > floor);
}

function inSpans(all: readonly Frame[], spans: readonly TimeSpan[]): Frame[][] {
  return spans.map((span) => {
    const group: Frame[] = [];
    for (let i = firstAtOrAfter(all, span.start); i < all.length; i += 1) {
      const frame = all[i] as Frame;
      if (frame.time >= span.end) break;
      group.push(frame);
    }
    return group;
  });
}

/** Power-average each group (a word or a block) before taking dB, as a meter would. */
function groupLevels(groups: readonly Frame[][]): number[] {
  return groups
    .filter((group) => group.length > 0)
    .map((group) => toDb(group.reduce((sum, frame) => sum + frame.power, 0) / group.length));
}

function blocks(speech: readonly Frame[]): Frame[][] {
  const byBlock = new Map<number, Frame[]>();
  for (const frame of speech) {
    const key = Math.floor(frame.time / LOUDNESS_BLOCK_SECONDS);
    const group = byBlock.get(key);
    if (group) group.push(frame);
    else byBlock.set(key, [frame]);
  }
  return [...byBlock.values()];
}

/**
 * `speechSpans` are the word times: frames inside a word are speech, and variation is
 * measured between words, which is what the 3-dB heuristic describes (voice-coach-mcp).
 */
export function measureLoudnessFrames(
  voice: Pick<VoiceFrames, 'loudness' | 'clippingShare'>,
  speechSpans: readonly TimeSpan[] = [],
): LoudnessMetrics {
  const all = voice.loudness;
  const withWords = speechSpans.length > 0;
  const groups = withWords ? inSpans(all, speechSpans) : blocks(gateSpeech(all));
  const speech = withWords ? groups.flat() : gateSpeech(all);
  const speechDb = speech
    .map((frame) => toDb(frame.power))
    .filter((db) => db > SILENCE_FLOOR_DBFS)
    .sort((a, b) => a - b);
  const levels = groupLevels(groups).filter((db) => db > SILENCE_FLOOR_DBFS);
  const share = voice.clippingShare;
  const medianDbfs = speechDb.length > 0 ? roundTo(median(speechDb), 1) : null;
  return {
    medianDbfs,
    p10Dbfs: speechDb.length > 0 ? roundTo(quantileSorted(speechDb, RANGE_LOW_QUANTILE), 1) : null,
    p90Dbfs: speechDb.length > 0 ? roundTo(quantileSorted(speechDb, RANGE_HIGH_QUANTILE), 1) : null,
    variationDb: levels.length >= 2 ? roundTo(standardDeviation(levels), 2) : null,
    variationBasis: withWords ? 'words' : 'blocks',
    frameSdDb: speechDb.length >= 2 ? roundTo(standardDeviation(speechDb), 2) : null,
    speechSeconds: roundTo(speechDb.length * LOUDNESS_FRAME_SECONDS, 2),
    clippingShare: roundTo(share, 5),
    clipping: share >= CLIPPING_WARNING_SHARE,
    tooQuiet: medianDbfs === null || medianDbfs < TOO_QUIET_DBFS,
    tooLoud: medianDbfs !== null && medianDbfs > TOO_LOUD_DBFS,
  };
}

/** `measureLoudnessFrames` for audio in memory. */
export function measureLoudness(
  audio: DecodedAudio,
  speechSpans: readonly TimeSpan[] = [],
): LoudnessMetrics {
  return measureLoudnessFrames(
    {
      loudness: powerFrames(audio.samples, audio.sampleRate),
      clippingShare: clippingShareOf(audio.samples),
    },
    speechSpans,
  );
}
