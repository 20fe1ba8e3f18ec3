import { assessTranscript, doubtfulBelow } from '@shared/recordings/transcript-reliability';
import { LOUDNESS_FRAME_SECONDS } from '../scoring/norms';
import type { TranscribedWord } from '../types';
import { canonicalFilledPause } from './filled-pauses';
import { fillerLikePronunciation } from './filler-pronunciation';
import { normalizeWord } from './tokens';
import type { VoiceFrames } from './voice-frames';

/**
 * Fillers the engine did not write as such, recovered from the timing of its words and from
 * the audio. Engines hear "um" and "uh" badly: pocketsphinx writes most as "ah" with a low
 * posterior (correct or not), some as a short word ("bomb", "our", "was"), some not at all;
 * whisper drops them. Three kinds of evidence, each measured on the evaluation clips
 * (docs/evaluation.md, "Fillers"):
 * 1. a filled-pause word next to a silence is a filler, however unsure the engine was; one in
 *    the middle of a phrase ("and ah the feedback") is the engine mishearing a word;
 * 2. a doubtful one-syllable word alone between two silences, pronounced like a filled pause
 *    (a central vowel, at most one consonant on each side), is a misheard filler;
 * 3. a stretch between two words that is loud and voiced, with no word written on it, is a
 *    filler the engine dropped (after Goto et al. 1999: a filled pause is a sustained voiced
 *    sound between words).
 * Engines that transcribe disfluencies themselves (AssemblyAI) are left alone.
 */

/** Silence on at least one side that makes a filled-pause word a pause, not a word. */
export const FILLER_SILENCE_SECONDS = 0.08;
/**
 * A misheard filler sits between two silences at least this long. Tried on the evaluation
 * clips (docs/evaluation.md): 0.08 s found none of the 8 fillers written as words; 0.05 s
 * found 3-5 of them, depending on the confidence line below, with 1 false.
 */
export const LONE_WORD_SILENCE_SECONDS = 0.05;
/**
 * ...and under this confidence. With the length line above: pocketsphinx's doubtful line
 * (0.5) found 3 of the 8 fillers written as words, 0.7 found 4, with no false one on the
 * evaluation clips nor on filler-free espeak-ng speech. These lines were chosen on those
 * clips, so they are the least proven part of the recovery.
 */
export const LONE_WORD_BELOW = 0.7;
/** Filled-pause words this close are one filler the engine wrote twice ("ah ah"). */
export const FILLER_MERGE_GAP_SECONDS = 0.05;
/**
 * A lone word shorter than this is a function word said between pauses, not a filler: on
 * clips with no filler, "a" and "the" between commas (0.19-0.21 s) were read as fillers;
 * the misheard fillers of the evaluation clips last 0.31-0.51 s.
 */
export const LONE_WORD_MIN_SECONDS = 0.25;
/** What a recovered filler's confidence becomes: it passed the checks above, whatever the engine said. */
export const RECOVERED_FILLER_CONFIDENCE = 0.9;
/** A filled-pause word in mid-phrase is at most this sure: it is counted as a doubtful word. */
const MISHEARD_FILLER_CONFIDENCE = 0.3;
/** A gap needs a run of loud frames this long to hold a dropped filler. */
export const GAP_FILLER_MIN_SECONDS = 0.2;
/** And no longer: a longer stretch is speech the engine missed, not a filled pause. */
export const GAP_FILLER_MAX_SECONDS = 1.2;
/** Loud: this far above the recording's noise floor (its 10th-percentile 50 ms frame). */
export const GAP_FILLER_LOUDNESS_DB = 20;
/** Voiced: this share of the run's pitch frames (a breath or a click is unvoiced). */
export const GAP_FILLER_MIN_VOICED_SHARE = 0.2;
/**
 * Quiet needed between a dropped filler and the words on each side (beyond the edges below).
 * On the evaluation clips the fillers the engine dropped had 0.1 s or more; in an espeak-ng
 * dialogue, speech the engine missed filled its gaps from edge to edge and was taken for
 * five fillers.
 */
export const GAP_FILLER_QUIET_SECONDS = 0.05;
/** Frames at a gap's edges belong to the words around it. */
const GAP_EDGE_SECONDS = 0.05;
/** Another filler already this close is the same one. */
const SAME_FILLER_SECONDS = 0.5;

export type FillerEvidence = NonNullable<TranscribedWord['fillerEvidence']>;

/**
 * Engines that write a filled pause only when they hear one. Whisper's language model leans
 * against writing "um" and "uh" (it drops most of them), so one it does write is heard, even
 * in mid-phrase and even when unsure: of the 28 it wrote on the evaluation clips, at any
 * confidence, 27 were said (docs/evaluation.md; decision 187). pocketsphinx, by contrast,
 * writes "ah" for short words it mishears.
 */
const TRUSTS_WRITTEN_FILLERS: ReadonlySet<string> = new Set(['whisper']);

/** The lines above, in one object so the evaluation can try others. */
export interface FillerRecoveryLimits {
  silenceSeconds: number;
  /** Filled-pause words closer than this are one hesitation ("ah ah ah"). */
  mergeGapSeconds: number;
  /** A lone word shorter than this is a function word, not a filler. */
  loneWordMinSeconds: number;
  loneWordSilenceSeconds: number;
  /** A lone word is rewritten only under this confidence ('doubtful': the engine's line). */
  loneWordBelow: number | 'doubtful';
  gapMinSeconds: number;
  gapLoudnessDb: number;
  gapMinVoicedShare: number;
}

export const FILLER_RECOVERY_LIMITS: FillerRecoveryLimits = {
  silenceSeconds: FILLER_SILENCE_SECONDS,
  mergeGapSeconds: FILLER_MERGE_GAP_SECONDS,
  loneWordMinSeconds: LONE_WORD_MIN_SECONDS,
  loneWordSilenceSeconds: LONE_WORD_SILENCE_SECONDS,
  loneWordBelow: LONE_WORD_BELOW,
  gapMinSeconds: GAP_FILLER_MIN_SECONDS,
  gapLoudnessDb: GAP_FILLER_LOUDNESS_DB,
  gapMinVoicedShare: GAP_FILLER_MIN_VOICED_SHARE,
};
export type RecoveredWord = TranscribedWord;

/** The filled pause a written word is, whatever its case and punctuation ("Uh," is "uh"). */
const filledPauseOf = (word: string) => canonicalFilledPause(normalizeWord(word));

const silentBefore = (words: readonly TranscribedWord[], i: number, seconds: number) =>
  i === 0 || (words[i]?.start ?? 0) - (words[i - 1]?.end ?? 0) >= seconds;
const silentAfter = (words: readonly TranscribedWord[], i: number, seconds: number) =>
  i === words.length - 1 || (words[i + 1]?.start ?? 0) - (words[i]?.end ?? 0) >= seconds;

/** Engine filled-pause words: repeats merged, judged by the silence beside them (evidence 1). */
function judgeFilledPauseWords(
  words: readonly TranscribedWord[],
  limits: FillerRecoveryLimits,
  trusted: boolean,
): RecoveredWord[] {
  const merged: RecoveredWord[] = [];
  for (const word of words) {
    const previous = merged.at(-1);
    if (
      previous &&
      filledPauseOf(previous.word) &&
      filledPauseOf(word.word) &&
      word.start - previous.end <= limits.mergeGapSeconds
    ) {
      previous.end = word.end;
      previous.confidence = Math.max(previous.confidence, word.confidence);
      continue;
    }
    merged.push({ ...word });
  }
  return merged.map((word, i) => {
    if (!filledPauseOf(word.word)) return word;
    if (
      trusted ||
      silentBefore(merged, i, limits.silenceSeconds) ||
      silentAfter(merged, i, limits.silenceSeconds)
    ) {
      return {
        ...word,
        confidence: Math.max(word.confidence, RECOVERED_FILLER_CONFIDENCE),
        fillerEvidence: 'engine' as const,
      };
    }
    return { ...word, confidence: Math.min(word.confidence, MISHEARD_FILLER_CONFIDENCE) };
  });
}

/** Doubtful lone words pronounced like a filled pause (evidence 2). */
function judgeLoneWords(
  words: RecoveredWord[],
  below: number,
  limits: FillerRecoveryLimits,
): RecoveredWord[] {
  const silence = limits.loneWordSilenceSeconds;
  return words.map((word, i) => {
    if (word.fillerEvidence || filledPauseOf(word.word) || word.confidence >= below) {
      return word;
    }
    if (!silentBefore(words, i, silence) || !silentAfter(words, i, silence)) return word;
    if (word.end - word.start < limits.loneWordMinSeconds) return word;
    const filler = fillerLikePronunciation(normalizeWord(word.word));
    if (!filler) return word;
    return {
      ...word,
      word: filler,
      confidence: RECOVERED_FILLER_CONFIDENCE,
      fillerEvidence: 'pronunciation' as const,
    };
  });
}

/** The recording's noise floor in dB: its 10th-percentile loudness frame. */
function noiseFloorDb(voice: VoiceFrames): number {
  const levels = voice.loudness.map((f) => 10 * Math.log10(f.power + 1e-12)).sort((a, b) => a - b);
  return levels[Math.floor(levels.length * 0.1)] ?? -100;
}

/** Loud voiced runs in the gaps between words (evidence 3). */
function findDroppedFillers(
  words: readonly RecoveredWord[],
  voice: VoiceFrames,
  limits: FillerRecoveryLimits,
): RecoveredWord[] {
  if (voice.loudness.length === 0) return [];
  const floor = noiseFloorDb(voice);
  const found: RecoveredWord[] = [];
  const isFiller = (w: RecoveredWord) => w.fillerEvidence || filledPauseOf(w.word);
  let frame = 0;
  let pitchFrame = 0;
  for (let i = 0; i + 1 < words.length; i += 1) {
    const from = (words[i] as RecoveredWord).end + GAP_EDGE_SECONDS;
    const to = (words[i + 1] as RecoveredWord).start - GAP_EDGE_SECONDS;
    if (to - from < limits.gapMinSeconds) continue;
    while (frame < voice.loudness.length && (voice.loudness[frame]?.time ?? 0) < from) frame += 1;
    let best: { start: number; end: number } | null = null;
    let runStart: number | null = null;
    for (let f = frame; f < voice.loudness.length && (voice.loudness[f]?.time ?? 0) <= to; f += 1) {
      const item = voice.loudness[f] as { time: number; power: number };
      if (10 * Math.log10(item.power + 1e-12) - floor < limits.gapLoudnessDb) {
        runStart = null;
        continue;
      }
      runStart ??= item.time;
      if (!best || item.time - runStart > best.end - best.start) {
        best = { start: runStart, end: item.time };
      }
    }
    // Times are frame centres: a run covers half a frame more on each side.
    const length = best ? best.end - best.start + LOUDNESS_FRAME_SECONDS : 0;
    if (!best || length < limits.gapMinSeconds || length > GAP_FILLER_MAX_SECONDS) continue;
    // A filler stands apart: quiet before and after it. Speech the engine missed runs on
    // into the words around it.
    if (best.start - from < GAP_FILLER_QUIET_SECONDS || to - best.end < GAP_FILLER_QUIET_SECONDS) {
      continue;
    }
    while (pitchFrame < voice.pitch.length && (voice.pitch[pitchFrame]?.time ?? 0) < best.start) {
      pitchFrame += 1;
    }
    let voiced = 0;
    let total = 0;
    for (
      let p = pitchFrame;
      p < voice.pitch.length && (voice.pitch[p]?.time ?? 0) <= best.end + LOUDNESS_FRAME_SECONDS;
      p += 1
    ) {
      total += 1;
      if (voice.pitch[p]?.hz) voiced += 1;
    }
    if (total === 0 || voiced / total < limits.gapMinVoicedShare) continue;
    const start = best.start - LOUDNESS_FRAME_SECONDS / 2;
    const end = best.end + LOUDNESS_FRAME_SECONDS / 2;
    const near = (w: RecoveredWord) =>
      isFiller(w) && Math.abs((w.start + w.end) / 2 - (start + end) / 2) < SAME_FILLER_SECONDS;
    if (words.some(near) || found.some(near)) continue;
    found.push({
      word: 'uh',
      start: Math.round(start * 1000) / 1000,
      end: Math.round(end * 1000) / 1000,
      confidence: RECOVERED_FILLER_CONFIDENCE,
      fillerEvidence: 'audio',
    });
  }
  return found;
}

/**
 * The words with fillers recovered: engine filled pauses judged by their silences, misheard
 * lone words rewritten as the filler said, dropped fillers added as "uh". Words come back in
 * time order; the engine's other words are untouched.
 */
export function recoverFillers(
  words: readonly TranscribedWord[],
  options: {
    voice: VoiceFrames;
    engine: string;
    engineWritesDisfluencies: boolean;
    limits?: Partial<FillerRecoveryLimits>;
  },
): RecoveredWord[] {
  const limits = { ...FILLER_RECOVERY_LIMITS, ...options.limits };
  const sorted = [...words].sort((a, b) => a.start - b.start);
  if (options.engineWritesDisfluencies || sorted.length === 0) return sorted;
  const below =
    limits.loneWordBelow === 'doubtful' ? doubtfulBelow(options.engine) : limits.loneWordBelow;
  const engineJudged = judgeFilledPauseWords(
    sorted,
    limits,
    TRUSTS_WRITTEN_FILLERS.has(options.engine),
  );
  // When almost nothing was recognised (another language, noise), lone words are not read
  // as fillers: they would be the engine's guesses at words it does not know.
  const recognised =
    assessTranscript(
      sorted.map((word) => word.confidence),
      options.engine,
    ).level !== 'unrecognised';
  const judged = recognised ? judgeLoneWords(engineJudged, below, limits) : engineJudged;
  const dropped = findDroppedFillers(judged, options.voice, limits);
  return [...judged, ...dropped].sort((a, b) => a.start - b.start);
}
