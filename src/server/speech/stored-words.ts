import type { SpeakerUtterance, StoredWord } from '@shared/recordings/schemas';
import { doubtfulBelow } from '@shared/recordings/transcript-reliability';
import { prepareTokens, type SpokenToken } from './metrics/tokens';
import type { TranscribedWord } from './types';

/** A stored word as the analysis reads words: an end and a confidence always. */
export const transcribedWord = (word: StoredWord): TranscribedWord => ({
  word: word.word,
  start: word.start,
  end: word.end ?? word.start,
  confidence: word.confidence ?? 0,
  ...(word.speaker ? { speaker: word.speaker } : {}),
  ...(word.fillerEvidence ? { fillerEvidence: word.fillerEvidence } : {}),
});

/** What of a stored recording its scored words are read from. */
export interface StoredTranscript {
  wordTimestamps: StoredWord[] | null;
  transcriptPunctuated: boolean;
  speakerUtterances: SpeakerUtterance[] | null;
  selectedSpeaker: string | null;
  analysisEngine: string | null;
}

/** With several voices only the chosen speaker's words were scored. */
function scoredSpeaker(recording: StoredTranscript): string | undefined {
  const voices = new Set((recording.speakerUtterances ?? []).map((u) => u.speaker));
  return voices.size > 1 ? (recording.selectedSpeaker ?? undefined) : undefined;
}

/**
 * The scored words of a stored recording as its analysis read them: the chosen speaker's
 * when there were several, with the engine's doubtful ones marked. Re-scoring fillers and
 * counting crutch phrases read words through this, so they count what the analysis counted.
 */
export function tokensOfRecording(recording: StoredTranscript): SpokenToken[] {
  const below = doubtfulBelow(recording.analysisEngine);
  return prepareTokens(
    (recording.wordTimestamps ?? []).map(transcribedWord),
    recording.transcriptPunctuated,
    scoredSpeaker(recording),
  ).map((token) => ({ ...token, doubtful: token.confidence < below }));
}
