import fs from 'node:fs';
import path from 'node:path';
import { analyzeSpeech, type SpeechAnalysis } from './analyze-transcript';
import { holdingACore } from './cores';
import { AudioDecodeError, type PcmFile, decodeToPcmFile } from './decode';
import { diarize, pcmReader } from './diarization/diarize';
import { type SpeakerAnalysis, identifySpeakers } from './diarization/identify-speakers';
import type { TranscribeOptions, Transcriber } from './transcriber';
import type { FillerException } from './metrics/filler-exceptions';
import { recoverFillers } from './metrics/filler-recovery';
import { voiceFramesOfPcm } from './metrics/voice-frames';
import { wordsTimedByAudio } from './metrics/word-times';
import type { TranscribedWord, TranscriptionResult } from './types';
import { speakersOfWords } from './diarization/identify-speakers';
import { detectSpeech } from './vad';
import { makeWorkDir } from '../lib/work-dir';

/**
 * pocketsphinx's word posteriors are not calibrated for the 75% confidence line
 * (product rules R10.5): correct words average 0.64, wrong ones 0.32 (decision 34), so for it
 * the filler line sits between the two. Whisper is sure of words but not of the fillers its
 * prompt makes it write: on the evaluation clips 4 of the 19 it wrote rightly were under 0.75
 * and none under 0.5, so its line is 0.5 too (fillers found 68 % at 0.75, 86 % at 0.5, with
 * the same 2 false; docs/evaluation.md; decision 162). Other engines keep 0.75.
 */
export const FILLER_MIN_CONFIDENCE_BY_ENGINE: Record<string, number> = {
  pocketsphinx: 0.5,
  whisper: 0.5,
};

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
  /** The engine's model (whisper's "base.en"), null for engines without a choice of them. */
  engineModel: string | null;
  /** Whether the engine wrote punctuation: needed again to re-score one speaker's words. */
  punctuated: boolean;
  speakers: SpeakerAnalysis;
}

/** The filler-confidence option of `analyzeSpeech` for words from `engine`. */
export const fillerOptions = (engine: string) => {
  const fillerMinConfidence = FILLER_MIN_CONFIDENCE_BY_ENGINE[engine];
  return fillerMinConfidence !== undefined ? { fillerMinConfidence } : {};
};

export type AnalysisStep = 'decoding' | 'transcribing' | 'speakers' | 'measuring';

/**
 * A recording with nothing above the silence line, or no samples at all, is the no-words
 * result that says it is silent (decision 50), not a failure; null for any other error.
 */
export function silentRecording(
  error: unknown,
  transcriber: Pick<Transcriber, 'name' | 'model'>,
): RecordingAnalysis | null {
  if (!(error instanceof AudioDecodeError)) return null;
  if (error.code !== 'SILENT_AUDIO' && error.code !== 'EMPTY_AUDIO') return null;
  return {
    analysis: analyzeSpeech({
      words: [],
      punctuated: false,
      engine: transcriber.name,
      silent: true,
    }),
    words: [],
    durationSeconds: error.durationSeconds ?? 0,
    engine: transcriber.name,
    engineModel: transcriber.model ?? null,
    punctuated: false,
    speakers: { source: 'none', count: 0, utterances: [], signatures: {} },
  };
}

export interface AnalyzeOptions {
  transcriber: Transcriber;
  /** `next`, when known, is the fraction the step's next call will give. */
  onProgress?: (step: AnalysisStep, fraction: number, next?: number) => void;
  signal?: AbortSignal;
  /** A finished transcription from an earlier, interrupted run: transcribing is skipped. */
  transcription?: TranscriptionResult;
  /** Chunk checkpoints (see `TranscribeOptions`). */
  doneChunks?: TranscribeOptions['doneChunks'];
  onChunk?: TranscribeOptions['onChunk'];
  /** Hears of the whole transcription before measuring starts, so a job can save it. */
  onTranscribed?: (transcription: TranscriptionResult) => Promise<void> | void;
  /** The person's filler exceptions (product rules R11.10), read when the analysis starts. */
  fillerExceptions?: readonly FillerException[];
}

/**
 * From a media file to the full analysis: decode, transcribe while measuring the voice and
 * telling speakers apart, then score and recommend.
 */
export async function analyzeRecording(
  inputPath: string,
  options: AnalyzeOptions,
): Promise<RecordingAnalysis> {
  const workDir = await makeWorkDir('analysis');
  // Listening may outlive a failed transcription by seconds (diarization cannot be stopped
  // midway): the work folder is removed once it is done, without holding up the failure.
  let listening: Promise<unknown> = Promise.resolve();
  let stillListening = false;
  try {
    options.onProgress?.('decoding', 0);
    let pcm: PcmFile;
    try {
      pcm = await decodeToPcmFile(inputPath, path.join(workDir, 'audio.pcm'));
    } catch (error) {
      const silent = silentRecording(error, options.transcriber);
      if (silent) return silent;
      throw error;
    }
    options.onProgress?.('decoding', 1);
    options.onProgress?.('transcribing', 0);
    // Listening to the voice does not need the words: it runs while they are transcribed,
    // using the core the transcriber leaves idle between and after its chunks.
    const { labelsSpeakers, writesDisfluencies } = capabilitiesOf(options.transcriber);
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    const heard = holdingACore(() =>
      listen(pcm, {
        diarize: !labelsSpeakers,
        signal,
        onProgress: (fraction, next) => options.onProgress?.('speakers', fraction, next),
      }),
    );
    listening = heard;
    const transcribing = transcribe(pcm, { ...options, signal });
    // Neither may reject unheard while the other is awaited.
    transcribing.catch(() => undefined);
    heard.catch(() => undefined);
    let transcription: TranscriptionResult;
    let voice: Awaited<typeof heard>;
    try {
      [transcription, voice] = await Promise.all([transcribing, heard]);
    } catch (error) {
      stillListening = true;
      stop.abort(error);
      await transcribing.catch(() => undefined);
      throw error;
    }
    if (!options.transcription) await options.onTranscribed?.(transcription);
    options.onProgress?.('measuring', 0);
    const timed = wordsTimedByAudio(transcription.words, transcription.engine, voice.frames);
    const words = recoverFillers(timed, {
      voice: voice.frames,
      engine: transcription.engine,
      engineWritesDisfluencies: writesDisfluencies,
    });
    const speechSegments = transcription.speechSegments ?? voice.speechSegments;
    const speakers = voice.diarization
      ? speakersOfWords(words, voice.diarization)
      : await identifySpeakers({
          words,
          engineLabelsSpeakers: labelsSpeakers,
          audio: { read: pcmReader(pcm), sampleRate: pcm.sampleRate },
          speechSegments,
          pitch: voice.frames.pitch,
        });
    const analysis = analyzeSpeech({
      words: speakers.words,
      punctuated: transcription.punctuated,
      voice: voice.frames,
      engine: transcription.engine,
      speechSegments,
      ...fillerOptions(transcription.engine),
      ...(options.fillerExceptions ? { fillerExceptions: options.fillerExceptions } : {}),
    });
    options.onProgress?.('measuring', 1);
    return {
      analysis,
      words: speakers.words,
      durationSeconds: pcm.durationSeconds,
      engine: transcription.engine,
      engineModel: transcription.model ?? null,
      punctuated: transcription.punctuated,
      speakers: speakers.speakers,
    };
  } finally {
    const remove = () => fs.promises.rm(workDir, { recursive: true, force: true });
    const removed = listening.then(remove, remove);
    if (!stillListening) await removed;
  }
}

const capabilitiesOf = (transcriber: Transcriber) => ({
  labelsSpeakers: transcriber.capabilities.includes('speaker-labels'),
  writesDisfluencies: transcriber.capabilities.includes('disfluencies'),
});

function transcribe(pcm: PcmFile, options: AnalyzeOptions): Promise<TranscriptionResult> {
  if (options.transcription) return Promise.resolve(options.transcription);
  return options.transcriber.transcribe(pcm, {
    onProgress: (fraction, next) => options.onProgress?.('transcribing', fraction, next),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.doneChunks ? { doneChunks: options.doneChunks } : {}),
    ...(options.onChunk ? { onChunk: options.onChunk } : {}),
  });
}

/**
 * Everything measured from the audio alone: speech segments (the same detection the
 * transcriber uses, run once), pitch and loudness, and who spoke when. Each reads the decoded
 * file a block or window at a time, so memory does not grow with length.
 */
/**
 * Rough shares of the listening step's work, for its progress: speech found, then the voice's
 * frames; the voices' windows, reported as they are embedded, are the rest.
 */
const LISTEN_SHARE = { speech: 0.15, frames: 0.35 } as const;

async function listen(
  pcm: PcmFile,
  options: {
    diarize: boolean;
    signal: AbortSignal;
    onProgress: (fraction: number, next?: number) => void;
  },
) {
  const done = LISTEN_SHARE.speech + LISTEN_SHARE.frames;
  options.onProgress(0, LISTEN_SHARE.speech);
  const speechSegments = await detectSpeech(pcm);
  options.signal.throwIfAborted();
  options.onProgress(LISTEN_SHARE.speech, done);
  const frames = await voiceFramesOfPcm(pcm);
  options.signal.throwIfAborted();
  options.onProgress(done);
  const diarization = options.diarize
    ? await diarize(pcmReader(pcm), pcm.sampleRate, speechSegments, {
        pitch: frames.pitch,
        onProgress: (fraction) => options.onProgress(done + (1 - done) * fraction),
      })
    : null;
  options.onProgress(1);
  return { speechSegments, frames, diarization };
}

/**
 * Scores only `speaker`'s words of an analysed recording, with their voice measured inside
 * their own words: what the select-speaker step runs once the user has picked their voice.
 * The media is decoded again because analyses are stored without the audio.
 */
export async function analyzeSpeakerOfRecording(
  inputPath: string,
  recording: Pick<RecordingAnalysis, 'words' | 'engine' | 'punctuated'>,
  /** Null scores every voice's words. */
  speaker: string | null,
  fillerExceptions: readonly FillerException[] = [],
): Promise<SpeechAnalysis> {
  const workDir = await makeWorkDir('speaker');
  try {
    const pcm = await decodeToPcmFile(inputPath, path.join(workDir, 'audio.pcm'));
    return analyzeSpeech({
      words: recording.words,
      ...(speaker === null ? {} : { speaker }),
      punctuated: recording.punctuated,
      voice: await voiceFramesOfPcm(pcm),
      engine: recording.engine,
      ...fillerOptions(recording.engine),
      fillerExceptions,
    });
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
