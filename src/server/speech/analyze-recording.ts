import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeSpeech, type SpeechAnalysis } from './analyze-transcript';
import { decodeToPcmFile, loadPcm } from './decode';
import { type SpeakerAnalysis, identifySpeakers } from './diarization/identify-speakers';
import type { Transcriber } from './transcriber';
import type { DecodedAudio, TranscribedWord } from './types';
import { detectSpeech } from './vad';

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
  /**
   * Every word scored together. With more than one speaker the product asks whose voice is
   * the user's and scores only those words (`analyzeSpeakerOfRecording`).
   */
  analysis: SpeechAnalysis;
  /** Every word heard, each labelled with its speaker when speakers could be told apart. */
  words: TranscribedWord[];
  durationSeconds: number;
  engine: string;
  /** Whether the engine wrote punctuation: needed again to re-score one speaker's words. */
  punctuated: boolean;
  voiceMeasured: boolean;
  speakers: SpeakerAnalysis;
}

const fillerOptions = (engine: string) => {
  const fillerMinConfidence = FILLER_MIN_CONFIDENCE_BY_ENGINE[engine];
  return fillerMinConfidence !== undefined ? { fillerMinConfidence } : {};
};

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
    const { words, speakers } = identifySpeakers({
      words: transcription.words,
      engineLabelsSpeakers: options.transcriber.capabilities.includes('speaker-labels'),
      ...(audio
        ? { audio, speechSegments: transcription.speechSegments ?? (await detectSpeech(pcm)) }
        : {}),
    });
    const analysis = analyzeSpeech({
      words,
      punctuated: transcription.punctuated,
      ...(audio ? { audio } : {}),
      ...fillerOptions(transcription.engine),
    });
    options.onProgress?.('measuring', 1);
    return {
      analysis,
      words,
      durationSeconds: pcm.durationSeconds,
      engine: transcription.engine,
      punctuated: transcription.punctuated,
      voiceMeasured,
      speakers,
    };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Scores only `speaker`'s words of an analysed recording, with their voice measured inside
 * their own words: what the select-speaker step runs once the user has picked their voice.
 * The media is decoded again because analyses are stored without the audio.
 */
export async function analyzeSpeakerOfRecording(
  inputPath: string,
  recording: Pick<RecordingAnalysis, 'words' | 'engine' | 'punctuated'>,
  speaker: string,
): Promise<{ analysis: SpeechAnalysis; voiceMeasured: boolean }> {
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cadence-speaker-'));
  try {
    const pcm = await decodeToPcmFile(inputPath, path.join(workDir, 'audio.pcm'));
    const voiceMeasured = pcm.durationSeconds <= MAX_IN_MEMORY_AUDIO_SECONDS;
    const audio: DecodedAudio | undefined = voiceMeasured ? await loadPcm(pcm) : undefined;
    const analysis = analyzeSpeech({
      words: recording.words,
      speaker,
      punctuated: recording.punctuated,
      ...(audio ? { audio } : {}),
      ...fillerOptions(recording.engine),
    });
    return { analysis, voiceMeasured };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
