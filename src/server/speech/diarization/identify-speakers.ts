import type { TranscribedWord } from '../types';
import { type SpeakerUtterance, assignSpeakers } from './assign-speakers';
import {
  type Diarization,
  type ReadSamples,
  type TimeSpan,
  diarize,
  speakerSignatures,
} from './diarize';
import type { VoiceEmbedder } from './embedders';
import type { PitchSample } from './pitch-split';

/** Who spoke when in one recording, and how each voice sounds. */
export type SpeakerAnalysis = {
  /**
   * 'engine' when a cloud engine labelled the words; 'diarization' when Cadence told the voices
   * apart itself; 'none' when neither could (no audio to listen to).
   */
  source: 'engine' | 'diarization' | 'none';
  /** Distinct voices among the words; 0 when no words were heard or no labels exist. */
  count: number;
  /** Consecutive words of one speaker, in time order. */
  utterances: SpeakerUtterance[];
  /**
   * A voice signature per speaker (see `Diarization.signatures`), so a voice profile can pick
   * the user's voice automatically in a later recording.
   */
  signatures: Record<string, number[]>;
};

export interface IdentifySpeakersInput {
  words: TranscribedWord[];
  /** Reads the recording's samples; without it voices cannot be told apart or described. */
  audio?: { read: ReadSamples; sampleRate: number };
  /** Speech spans from VAD (the transcriber's, when it ran VAD). Needed for diarization. */
  speechSegments?: readonly TimeSpan[];
  /** Whether the engine labels speakers itself (capability 'speaker-labels'). */
  engineLabelsSpeakers: boolean;
  /** The recording's pitch frames, when measured: they help tell voices apart. */
  pitch?: readonly PitchSample[];
  /** The voice embedder (the default x-vector one when left out). */
  embedder?: VoiceEmbedder;
}

/**
 * Labels every word with a speaker and groups the words into utterances. A cloud engine's own
 * labels are kept (their signatures measured from the audio); otherwise the voices are told
 * apart by offline diarization over the VAD segments. Reads the audio a window at a time.
 */
export async function identifySpeakers(input: IdentifySpeakersInput): Promise<{
  words: TranscribedWord[];
  speakers: SpeakerAnalysis;
}> {
  const { words, audio } = input;
  const engineLabelled = input.engineLabelsSpeakers && words.some((word) => word.speaker);
  if (engineLabelled) {
    const labelled = assignSpeakers(words, []);
    const signatures = audio
      ? await speakerSignatures(audio.read, audio.sampleRate, labelled.speakerUtterances)
      : {};
    return { words: labelled.words, speakers: summarise('engine', labelled, signatures) };
  }
  if (!audio || !input.speechSegments) {
    const unlabelled = words.map(({ speaker: _speaker, ...word }) => word);
    return {
      words: unlabelled,
      speakers: { source: 'none', count: 0, utterances: [], signatures: {} },
    };
  }
  const diarization = await diarize(audio.read, audio.sampleRate, input.speechSegments, {
    ...(input.pitch ? { pitch: input.pitch } : {}),
    ...(input.embedder ? { embedder: input.embedder } : {}),
  });
  return speakersOfWords(words, diarization);
}

/**
 * Labels the words with a diarization made before they were known (so diarizing can run while
 * the words are still being transcribed): what `identifySpeakers` does after diarizing.
 */
export function speakersOfWords(
  words: TranscribedWord[],
  diarization: Diarization,
): { words: TranscribedWord[]; speakers: SpeakerAnalysis } {
  const labelled = assignSpeakers(words, diarization.turns);
  return {
    words: labelled.words,
    speakers: summarise('diarization', labelled, diarization.signatures),
  };
}

function summarise(
  source: SpeakerAnalysis['source'],
  labelled: ReturnType<typeof assignSpeakers>,
  signatures: Record<string, number[]>,
): SpeakerAnalysis {
  const heard = new Set(labelled.speakerUtterances.map((utterance) => utterance.speaker));
  // Only the voices that said words: a cough diarized as a voice has nothing to select.
  const kept = Object.fromEntries(Object.entries(signatures).filter(([name]) => heard.has(name)));
  return {
    source,
    count: heard.size,
    utterances: labelled.speakerUtterances,
    signatures: kept,
  };
}
