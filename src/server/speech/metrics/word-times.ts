import { LOUDNESS_FRAME_SECONDS, SNR_NOISE_QUANTILE, SNR_SPEECH_QUANTILE } from '../scoring/norms';
import { quantileSorted } from './format';
import type { TranscribedWord } from '../types';
import type { VoiceFrames } from './voice-frames';

/*
 * Whisper times a word by DTW over its attention (decisions 162-163): steady once its lag is
 * taken off, but a punctuation mark takes the pause after its word, so a comma said without a
 * pause left a gap between words that the pause metric counted (16 false pauses on the
 * evaluation clips). The gaps between its words, and the edges of the speech, are therefore
 * set by the audio: a gap is the quiet stretch found there, and no quiet stretch means no gap.
 */

/** Engines whose word times are approximate, and whose gaps are set by the audio. */
export const ENGINES_WITH_ROUGH_WORD_TIMES: ReadonlySet<string> = new Set(['whisper']);

/** How far either side of an engine's gap the quiet stretch may be. */
export const GAP_SEARCH_SECONDS = 0.3;
/** Quiet: under this share of the way from the noise floor to the speech level, in dB. */
export const QUIET_SHARE = 0.3;
/** ...and at least this far under the speech level, so a recording with no silence has none. */
const QUIET_MIN_RANGE_DB = 12;
/** A quiet stretch shorter than this (one loudness frame) is between sounds, not a gap. */
const QUIET_MIN_SECONDS = 0.1;

const db = (power: number) => 10 * Math.log10(power + 1e-12);

/** The longest run of quiet frames whose centres lie between `from` and `to`. */
function longestQuiet(
  loudness: VoiceFrames['loudness'],
  quietBelowDb: number,
  from: number,
  to: number,
): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null;
  let runStart: number | null = null;
  for (const frame of loudness) {
    if (frame.time < from) continue;
    if (frame.time > to) break;
    if (db(frame.power) >= quietBelowDb) {
      runStart = null;
      continue;
    }
    runStart ??= frame.time;
    const run = {
      start: runStart - LOUDNESS_FRAME_SECONDS / 2,
      end: frame.time + LOUDNESS_FRAME_SECONDS / 2,
    };
    if (!best || run.end - run.start > best.end - best.start) best = run;
  }
  return best;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * `words` (in time order) with the gap between each pair set by the audio: where a quiet
 * stretch of at least 0.1 s lies within 0.3 s of the engine's gap, the words end and start
 * at its edges; otherwise they meet. The first word starts where a quiet stretch before it
 * ends, and the last ends where one after it starts, searched the same way. A word never
 * shrinks past its own middle.
 */
export function setGapsByAudio<T extends TranscribedWord>(
  words: readonly T[],
  voice: Pick<VoiceFrames, 'loudness'>,
): T[] {
  if (words.length === 0 || voice.loudness.length === 0) return [...words];
  // The noise floor and the speech level, as the signal-to-noise ratio measures them.
  const levels = voice.loudness.map((frame) => db(frame.power)).sort((a, b) => a - b);
  const floor = quantileSorted(levels, SNR_NOISE_QUANTILE);
  const speech = quantileSorted(levels, SNR_SPEECH_QUANTILE);
  const quietBelowDb = Math.min(
    floor + (speech - floor) * QUIET_SHARE,
    speech - QUIET_MIN_RANGE_DB,
  );
  const out = words.map((word) => ({ ...word }));
  const quietIn = (from: number, to: number) => {
    const quiet = to > from ? longestQuiet(voice.loudness, quietBelowDb, from, to) : null;
    return quiet && quiet.end - quiet.start >= QUIET_MIN_SECONDS ? quiet : null;
  };
  // The first word starts, and the last ends, where the silence around the speech does.
  const first = out[0] as T;
  const firstMiddle = (first.start + first.end) / 2;
  const before = quietIn(first.start - GAP_SEARCH_SECONDS, firstMiddle);
  if (before) first.start = round(Math.min(firstMiddle, before.end));
  const last = out.at(-1) as T;
  const lastMiddle = (last.start + last.end) / 2;
  const after = quietIn(lastMiddle, last.end + GAP_SEARCH_SECONDS);
  if (after) last.end = round(Math.max(lastMiddle, after.start));
  for (let i = 0; i + 1 < out.length; i += 1) {
    const before = out[i] as T;
    const after = out[i + 1] as T;
    const earliest = (before.start + before.end) / 2;
    const latest = (after.start + after.end) / 2;
    const from = Math.max(earliest, Math.min(before.end, after.start) - GAP_SEARCH_SECONDS);
    const to = Math.min(latest, Math.max(before.end, after.start) + GAP_SEARCH_SECONDS);
    const quiet = quietIn(from, to);
    if (quiet) {
      before.end = round(Math.max(earliest, quiet.start));
      after.start = round(Math.min(latest, quiet.end));
    } else if (after.start > before.end) {
      // No silence between them: the engine's gap was a punctuation mark's, not a pause.
      const meet = round((before.end + after.start) / 2);
      before.end = meet;
      after.start = meet;
    }
  }
  return out;
}

/** `words` of `engine`, with their gaps set by the audio when its word times are rough. */
export const wordsTimedByAudio = <T extends TranscribedWord>(
  words: readonly T[],
  engine: string,
  voice: Pick<VoiceFrames, 'loudness'>,
): T[] =>
  ENGINES_WITH_ROUGH_WORD_TIMES.has(engine)
    ? setGapsByAudio(
        [...words].sort((a, b) => a.start - b.start),
        voice,
      )
    : [...words];
