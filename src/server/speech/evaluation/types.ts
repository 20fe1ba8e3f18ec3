import type { TimeSpan } from '../time-span';

export type { TimeSpan };

/** The groups of evaluation clips; each measures some of the metrics (see docs/evaluation.md). */
export const CLIP_SETS = [
  'librivox',
  'espeak-fillers',
  'fillers-in-phrase',
  'espeak-pauses',
  'espeak-pace',
  'conversation',
] as const;
export type ClipSet = (typeof CLIP_SETS)[number];

/** What is known to be in one evaluation clip: the ground truth every engine is scored on. */
export interface ClipTruth {
  id: string;
  set: ClipSet;
  /** WAV file name inside the clip folder. */
  file: string;
  description: string;
  durationSeconds: number;
  /** Every word said, in order, fillers included. */
  words: string[];
  /** The filled pauses said ("um", "uh") and when; empty when none was said. */
  fillers: Array<TimeSpan & { word: string }>;
  /** Every silence of 0.25 s or more between words; null when not known (real recordings). */
  pauses: TimeSpan[] | null;
  /** From the first word's onset to the last word's offset, measured from the samples. */
  speech: TimeSpan;
  /** Words (fillers included, as the pace metric counts them) per minute of `speech`. */
  wpm: number;
  speakers: number;
  /**
   * Each word's span by a forced alignment of `words` (bench/eval/align.ts): the reference for
   * word times. Absent when the alignment failed.
   */
  wordTimes?: Array<TimeSpan & { word: string }>;
  /** Who spoke when, for clips with more than one voice. */
  turns?: Array<TimeSpan & { speaker: string }>;
}
