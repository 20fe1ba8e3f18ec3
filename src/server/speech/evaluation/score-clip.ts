import type { RecordingAnalysis } from '../analyze-recording';
import { canonicalFilledPause } from '../metrics/filled-pauses';
import { normalizeWord } from '../metrics/tokens';
import type { TranscribedWord } from '../types';
import {
  type DetectionCounts,
  addCounts,
  precision,
  recall,
  scoreFillers,
  scorePauses,
} from './detection';
import type { ClipTruth, TimeSpan } from './types';
import { type WordErrors, countWordErrors, werTokens, wordErrorRate } from './wer';
import { type WordTimeErrors, shareWithinTolerance, wordTimeErrors } from './word-timing';

/** What one engine's analysis said about one clip, reduced to what the evaluation scores. */
export interface ClipObservation {
  words: readonly TranscribedWord[];
  paceWpm: number | null;
  /** First word's start to last word's end, as the pace metric measured it. */
  spanSeconds: number | null;
  /** Filler occurrences the analysis reported (after its confidence line). */
  fillers: readonly TimeSpan[];
  pauses: readonly TimeSpan[];
  audioSeconds: number;
  /** Wall-clock seconds from the media file to the finished analysis. */
  processingSeconds: number;
}

export function observe(recording: RecordingAnalysis, processingSeconds: number): ClipObservation {
  const { analysis } = recording;
  return {
    words: recording.words,
    paceWpm: analysis.paceWpm,
    spanSeconds: analysis.noWordsDetected ? null : analysis.metrics.pace.spanSeconds,
    // The clip sets' truth names filled pauses only ("um", "uh"); discourse markers ("So, ...")
    // are judged by the filler rules, whose tests hold them, and are left out here.
    fillers: analysis.metrics.fillers.occurrences.filter(
      (item) => canonicalFilledPause(item.word) !== null,
    ),
    pauses: analysis.metrics.pauses.pauses,
    audioSeconds: recording.durationSeconds,
    processingSeconds,
  };
}

export interface ClipScore {
  id: string;
  set: string;
  words: WordErrors;
  pace: { measured: number | null; truth: number };
  /** Speech span in seconds: tells timestamp errors apart from word-count errors in pace. */
  span: { measured: number | null; truth: number };
  /** Words the engine wrote against words said, fillers included (what pace counts). */
  wordCount: { measured: number; truth: number };
  fillers: DetectionCounts;
  /** Filled-pause words in the transcript at any confidence: what a lower line would give. */
  fillerWords: DetectionCounts;
  /** Null when the clip's pauses are not known. */
  pauses: DetectionCounts | null;
  pauseDurationErrors: number[];
  /** Distinct speaker labels in the words; null when the engine gave none. */
  speakers: { truth: number; detected: number | null };
  /** Against the clip's forced alignment; null when it has none. */
  wordTimes: WordTimeErrors | null;
  audioSeconds: number;
  processingSeconds: number;
}

function filledPauseWords(words: readonly TranscribedWord[]): TimeSpan[] {
  return words.filter((word) => canonicalFilledPause(normalizeWord(word.word)) !== null);
}

export function scoreClip(truth: ClipTruth, seen: ClipObservation): ClipScore {
  const reference = werTokens(truth.words, { dropFilledPauses: true });
  const hypothesis = werTokens(
    seen.words.map((word) => word.word),
    { dropFilledPauses: true },
  );
  const pauses = truth.pauses ? scorePauses(truth.pauses, seen.pauses) : null;
  const labels = new Set(seen.words.flatMap((word) => (word.speaker ? [word.speaker] : [])));
  return {
    id: truth.id,
    set: truth.set,
    words: countWordErrors(reference, hypothesis),
    pace: { measured: seen.paceWpm, truth: truth.wpm },
    span: { measured: seen.spanSeconds, truth: truth.speech.end - truth.speech.start },
    wordCount: {
      measured: werTokens(seen.words.map((word) => word.word)).length,
      truth: truth.words.length,
    },
    fillers: scoreFillers(truth.fillers, seen.fillers),
    fillerWords: scoreFillers(truth.fillers, filledPauseWords(seen.words)),
    pauses: pauses?.counts ?? null,
    pauseDurationErrors: pauses?.durationErrors ?? [],
    speakers: { truth: truth.speakers, detected: labels.size > 0 ? labels.size : null },
    wordTimes: truth.wordTimes ? wordTimeErrors(truth.wordTimes, seen.words) : null,
    audioSeconds: seen.audioSeconds,
    processingSeconds: seen.processingSeconds,
  };
}

/** One row of the evaluation table: clips pooled (WER, detections) or averaged (pace). */
export interface ScoreSummary {
  clips: number;
  audioSeconds: number;
  wer: number | null;
  /** Mean |measured - true| wpm, and the same as a share of the true wpm. */
  paceErrorWpm: number | null;
  paceErrorShare: number | null;
  /** Clips where no pace came out although words were said. */
  paceMissing: number;
  /** Mean |measured - true| speech span, seconds. */
  spanErrorSeconds: number | null;
  /** Mean |words written - words said| / words said. */
  wordCountErrorShare: number | null;
  fillers: DetectionCounts;
  fillerPrecision: number | null;
  fillerRecall: number | null;
  fillerWords: DetectionCounts;
  pauses: DetectionCounts | null;
  pausePrecision: number | null;
  pauseRecall: number | null;
  /** Mean |measured - true| length of the pauses found, seconds. */
  pauseDurationError: number | null;
  /** Share of clips whose speaker count was right; null when the engine labels no speakers. */
  speakerAccuracy: number | null;
  /**
   * Of the words matched to a forced alignment: the share whose start, and whose end, is within
   * ±0.15 s of it (WORD_TIME_TOLERANCE_SECONDS), and how many were matched of how many said.
   */
  wordStartsWithin: number | null;
  wordEndsWithin: number | null;
  wordsTimed: { matched: number; said: number };
  /** Processing seconds per second of audio. */
  realTimeFactor: number | null;
}

const mean = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((sum, v) => sum + v, 0) / values.length : null;

export function summarize(scores: readonly ClipScore[]): ScoreSummary {
  const paced = scores.flatMap((s) => (s.pace.measured === null ? [] : [s.pace]));
  const fillers = addCounts(scores.map((s) => s.fillers));
  const pauseScores = scores.flatMap((s) => (s.pauses ? [s.pauses] : []));
  const pauses = pauseScores.length > 0 ? addCounts(pauseScores) : null;
  const labelled = scores.filter((s) => s.speakers.detected !== null);
  const timed = scores.flatMap((s) => (s.wordTimes ? [s.wordTimes] : []));
  const audioSeconds = scores.reduce((sum, s) => sum + s.audioSeconds, 0);
  const processing = scores.reduce((sum, s) => sum + s.processingSeconds, 0);
  return {
    clips: scores.length,
    audioSeconds,
    wer: wordErrorRate(scores.map((s) => s.words)),
    paceErrorWpm: mean(paced.map((p) => Math.abs((p.measured as number) - p.truth))),
    paceErrorShare: mean(paced.map((p) => Math.abs((p.measured as number) - p.truth) / p.truth)),
    paceMissing: scores.length - paced.length,
    spanErrorSeconds: mean(
      scores.flatMap((s) =>
        s.span.measured === null ? [] : [Math.abs(s.span.measured - s.span.truth)],
      ),
    ),
    wordCountErrorShare: mean(
      scores.flatMap((s) =>
        s.wordCount.truth > 0
          ? [Math.abs(s.wordCount.measured - s.wordCount.truth) / s.wordCount.truth]
          : [],
      ),
    ),
    fillers,
    fillerPrecision: precision(fillers),
    fillerRecall: recall(fillers),
    fillerWords: addCounts(scores.map((s) => s.fillerWords)),
    pauses,
    pausePrecision: pauses ? precision(pauses) : null,
    pauseRecall: pauses ? recall(pauses) : null,
    pauseDurationError: mean(scores.flatMap((s) => s.pauseDurationErrors)),
    speakerAccuracy:
      labelled.length > 0
        ? labelled.filter((s) => s.speakers.detected === s.speakers.truth).length / labelled.length
        : null,
    wordStartsWithin: shareWithinTolerance(timed.flatMap((t) => t.starts)),
    wordEndsWithin: shareWithinTolerance(timed.flatMap((t) => t.ends)),
    wordsTimed: {
      matched: timed.reduce((sum, t) => sum + t.starts.length, 0),
      said: timed.reduce((sum, t) => sum + t.referenceWords, 0),
    },
    realTimeFactor: audioSeconds > 0 ? processing / audioSeconds : null,
  };
}
