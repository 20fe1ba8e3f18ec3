/**
 * The shapes that flow through the speech analysis pipeline:
 * decode -> transcribe -> measure -> score -> recommend.
 */

/** 16 kHz mono PCM, as decoded by ffmpeg. */
export const ANALYSIS_SAMPLE_RATE = 16_000;

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Seconds, measured from the samples (a browser's webm has no duration in its header). */
  durationSeconds: number;
}

/** One recognised word. Times are seconds from the start of the recording. */
export interface TranscribedWord {
  word: string;
  start: number;
  end: number;
  /** The engine's confidence, 0-1. */
  confidence: number;
  /** Speaker label when the engine or diarization provides one. */
  speaker?: string;
  /**
   * Set on fillers Cadence recovered (metrics/filler-recovery.ts): what showed it was one.
   * Their confidence is the recovery's, not the engine's, so they are left out of how far
   * the transcript can be trusted.
   */
  fillerEvidence?: 'engine' | 'pronunciation' | 'audio';
}

export type TranscriberCapability =
  | 'offline'
  | 'word-timestamps'
  | 'word-confidence'
  | 'punctuation'
  | 'disfluencies'
  | 'speaker-labels';

export interface TranscriptionResult {
  words: TranscribedWord[];
  engine: string;
  /** The engine's model, for engines with a choice of them (whisper's "base.en"). */
  model?: string | null;
  /** Whether the words include punctuation (sentence boundaries can be read from it). */
  punctuated: boolean;
  /**
   * The speech spans the engine found with VAD, when it ran VAD: diarization reuses them
   * instead of running it again. Seconds from the start of the recording.
   */
  speechSegments?: Array<{ start: number; end: number }>;
}
