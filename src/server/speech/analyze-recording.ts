import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeSpeech, type SpeechAnalysis } from './analyze-transcript';
import { decodeToPcmFile, loadPcm } from './decode';
import type { Transcriber } from './transcriber';
import type { TranscribedWord } from './types';

/**
 * Up to this length the decoded audio is held in memory for pitch and loudness (15 minutes
 * is 58 MB of floats). Longer recordings are scored on their words and pauses; the
 * reasoning then says the voice was not measured.
 */
export const MAX_IN_MEMORY_AUDIO_SECONDS = 15 * 60;

/**
 * pocketsphinx's word posteriors are not calibrated like the spec's 75% confidence
 * (correct words average 0.64, wrong ones 0.32: speech-engines guide), so for it the filler
 * line sits between the two. Calibrated engines keep the spec's 0.75.
 */
export const FILLER_MIN_CONFIDENCE_BY_ENGINE: Record<string, number> = { pocketsphinx: 0.5 };

export interface RecordingAnalysis {
  analysis: SpeechAnalysis;
  words: TranscribedWord[];
  durationSeconds: number;
  engine: string;
  voiceMeasured: boolean;
}

export type AnalysisStep = 'decoding' | 'transcribing' | 'measuring';

/** From a media file to the full analysis: decode, transcribe, measure, score, recommend. */
export async function analyzeRecording(
  inputPath: string,
  options: {
    transcriber: Transcriber;
    onProgress?: (step: AnalysisStep, fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<RecordingAnalysis> {
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cadence-analysis-'));
  try {
    options.onProgress?.('decoding', 0);
    const pcm = await decodeToPcmFile(inputPath, path.join(workDir, 'audio.pcm'));
    options.onProgress?.('transcribing', 0);
    const transcription = await options.transcriber.transcribe(pcm, {
      onProgress: (fraction) => options.onProgress?.('transcribing', fraction),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    options.onProgress?.('measuring', 0);
    const voiceMeasured = pcm.durationSeconds <= MAX_IN_MEMORY_AUDIO_SECONDS;
    const audio = voiceMeasured ? await loadPcm(pcm) : undefined;
    const fillerMinConfidence = FILLER_MIN_CONFIDENCE_BY_ENGINE[transcription.engine];
    const analysis = analyzeSpeech({
      words: transcription.words,
      punctuated: transcription.punctuated,
      ...(audio ? { audio } : {}),
      ...(fillerMinConfidence !== undefined ? { fillerMinConfidence } : {}),
    });
    options.onProgress?.('measuring', 1);
    return {
      analysis,
      words: transcription.words,
      durationSeconds: pcm.durationSeconds,
      engine: transcription.engine,
      voiceMeasured,
    };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
