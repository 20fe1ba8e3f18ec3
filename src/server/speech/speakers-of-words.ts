import { assignSpeakers } from './diarization/assign-speakers';
import type { Diarization } from './diarization/diarize';
import type { SpeakerAnalysis } from './diarization/identify-speakers';
import type { TranscribedWord } from './types';

/**
 * Labels the words with a diarization made before they were known, so diarizing can run while
 * the words are still being transcribed. The same result as `identifySpeakers` for engines
 * that do not label speakers (its test and analyze-recording.test.ts hold them together).
 * Belongs in diarization/identify-speakers.ts, as an input it accepts; kept here meanwhile.
 */
export function speakersOfWords(
  words: TranscribedWord[],
  diarization: Diarization,
): { words: TranscribedWord[]; speakers: SpeakerAnalysis } {
  const labelled = assignSpeakers(words, diarization.turns);
  const heard = new Set(labelled.speakerUtterances.map((utterance) => utterance.speaker));
  // Only the voices that said words: a cough diarized as a voice has nothing to select.
  const signatures = Object.fromEntries(
    Object.entries(diarization.signatures).filter(([name]) => heard.has(name)),
  );
  return {
    words: labelled.words,
    speakers: {
      source: 'diarization',
      count: heard.size,
      utterances: labelled.speakerUtterances,
      signatures,
    },
  };
}
