import { z } from 'zod';
import { isOffensiveWord } from './offensive-words';

/*
 * How far a transcript can be trusted, from the engine's own confidence in each word
 * (docs/decisions.md, "Approximate transcripts"). The analysis measures it, the recording
 * stores it, and the results say so when the engine doubted most of the words.
 */

/**
 * A word under this confidence is doubtful. pocketsphinx's posteriors average 0.64 on correct
 * words and 0.32 on wrong ones (decision 34), so its line sits between them at 0.5, as its
 * filler line does. Calibrated engines keep 75% (product rules R10.5).
 */
export const DOUBTFUL_BELOW_BY_ENGINE: Readonly<Record<string, number>> = { pocketsphinx: 0.5 };
export const CALIBRATED_DOUBTFUL_BELOW = 0.75;

export function doubtfulBelow(engine: string | null | undefined): number {
  return (engine ? DOUBTFUL_BELOW_BY_ENGINE[engine] : undefined) ?? CALIBRATED_DOUBTFUL_BELOW;
}

export interface ReliabilityThresholds {
  /** Approximate when at least this share of the words is doubtful ("most words")... */
  approximateDoubtfulShare: number;
  /** ...or when the mean confidence is under this. */
  approximateMeanBelow: number;
  /** Unrecognised (almost nothing heard as words) needs both of these. */
  unrecognisedDoubtfulShare: number;
  unrecognisedMeanBelow: number;
}

/**
 * pocketsphinx, measured on 38 speech clips (docs/evaluation.md, "Transcript reliability"):
 * real English read speech (8 clips) had 14-47% of words doubtful and a mean of 0.56-0.88, so
 * it stays reliable; espeak-ng English (13 clips, WER 60-75%) had 50-70% and 0.35-0.47, and
 * the JFK clip (WER 55%) 55% and 0.45: approximate. Only English under noise (2 clips: 75-84%,
 * 0.22-0.28) and 7 of 14 espeak-ng clips in other languages (73-79%, 0.28-0.31) reach
 * "unrecognised"; the other 7 look like misheard English (55-70%, 0.31-0.51).
 */
const POCKETSPHINX_THRESHOLDS: ReliabilityThresholds = {
  approximateDoubtfulShare: 0.5,
  approximateMeanBelow: 0.5,
  unrecognisedDoubtfulShare: 0.72,
  unrecognisedMeanBelow: 0.33,
};
/**
 * Calibrated engines. "Most words doubtful" keeps its meaning; the mean line is the doubtful
 * line, and "unrecognised" asks for four words in five doubtful and a mean under one half.
 * Measured with whisper tiny.en on 13 clips (docs/evaluation.md, "Transcript reliability with
 * whisper"): real English read speech 6-17% doubtful, mean 0.88-0.96, and espeak-ng English
 * 22-30%, 0.84-0.85 (whisper gets its words right): reliable; English under pink or white
 * noise 50-60%, 0.59-0.66: approximate; espeak-ng French, German and Spanish, which whisper
 * writes as "(speaking in foreign language)" with no confidence (whisper-words.ts), 83-100%,
 * 0-0.22: unrecognised. AssemblyAI could not be measured here.
 */
const CALIBRATED_THRESHOLDS: ReliabilityThresholds = {
  approximateDoubtfulShare: 0.5,
  approximateMeanBelow: CALIBRATED_DOUBTFUL_BELOW,
  unrecognisedDoubtfulShare: 0.8,
  unrecognisedMeanBelow: 0.5,
};
export const RELIABILITY_THRESHOLDS_BY_ENGINE: Readonly<Record<string, ReliabilityThresholds>> = {
  pocketsphinx: POCKETSPHINX_THRESHOLDS,
};

export function reliabilityThresholds(engine: string | null | undefined): ReliabilityThresholds {
  return (engine ? RELIABILITY_THRESHOLDS_BY_ENGINE[engine] : undefined) ?? CALIBRATED_THRESHOLDS;
}

/**
 * A score resting on words cannot go above this when the transcript is approximate: the words
 * behind a 9 or 10 could not be confirmed. 8 keeps a good speaker in the green band (8+).
 * Judgement.
 */
export const APPROXIMATE_TRANSCRIPT_SCORE_CAP = 8;

export const TRANSCRIPT_RELIABILITY_LEVELS = ['reliable', 'approximate', 'unrecognised'] as const;
export type TranscriptReliabilityLevel = (typeof TRANSCRIPT_RELIABILITY_LEVELS)[number];

export const transcriptReliabilitySchema = z.object({
  level: z.enum(TRANSCRIPT_RELIABILITY_LEVELS),
  /** Share of the words under the engine's doubtful line, 0-1. */
  doubtfulShare: z.number(),
  /** Mean word confidence, null without words. */
  meanConfidence: z.number().nullable(),
  /** The engine's doubtful line. */
  doubtfulBelow: z.number(),
  wordCount: z.number().int(),
});
export type TranscriptReliability = z.infer<typeof transcriptReliabilitySchema>;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The reliability of a transcript from its words' confidences. */
export function assessTranscript(
  confidences: readonly number[],
  engine: string | null | undefined,
): TranscriptReliability {
  const below = doubtfulBelow(engine);
  const wordCount = confidences.length;
  if (wordCount === 0) {
    return {
      level: 'reliable',
      doubtfulShare: 0,
      meanConfidence: null,
      doubtfulBelow: below,
      wordCount,
    };
  }
  const doubtful = confidences.filter((confidence) => confidence < below).length / wordCount;
  const mean = confidences.reduce((sum, confidence) => sum + confidence, 0) / wordCount;
  const limits = reliabilityThresholds(engine);
  const level: TranscriptReliabilityLevel =
    doubtful >= limits.unrecognisedDoubtfulShare && mean < limits.unrecognisedMeanBelow
      ? 'unrecognised'
      : doubtful >= limits.approximateDoubtfulShare || mean < limits.approximateMeanBelow
        ? 'approximate'
        : 'reliable';
  return {
    level,
    doubtfulShare: round3(doubtful),
    meanConfidence: round3(mean),
    doubtfulBelow: below,
    wordCount,
  };
}

/** Stands for words the engine doubted, where a quote cannot show them greyed. */
export const UNCLEAR_WORD = '[unclear]';

export interface ShownWord {
  text: string;
  /** The engine doubted it: show it greyed, never as if the person said it. */
  doubtful: boolean;
}

/**
 * A word as a screen may show it: a doubtful word is marked, and a doubtful word from the
 * offensive list becomes "[unclear]". A word without a confidence is taken as heard.
 */
export function shownWord(word: string, confidence: number | undefined, below: number): ShownWord {
  const doubtful = typeof confidence === 'number' && confidence < below;
  return { text: doubtful && isOffensiveWord(word) ? UNCLEAR_WORD : word, doubtful };
}

/**
 * Words as plain text with every run of doubtful words folded into one "[unclear]": for
 * quotes, which cannot grey a word.
 */
export function foldDoubtfulWords(
  words: ReadonlyArray<{ text: string; doubtful: boolean }>,
): string {
  const parts: string[] = [];
  for (const word of words) {
    if (!word.doubtful) parts.push(word.text);
    else if (parts.at(-1) !== UNCLEAR_WORD) parts.push(UNCLEAR_WORD);
  }
  return parts.join(' ');
}

/** "[unclear] [unclear] [unclear]" as one "[unclear]", for quotes shown to people. */
export function foldUnclearRuns(text: string): string {
  return text.replace(/\[unclear\](?:\s+\[unclear\])+/g, UNCLEAR_WORD);
}
