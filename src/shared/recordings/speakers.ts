import { SPEAKER_QUOTE_MAX_CHARS, SPEAKER_SAMPLE_QUOTES } from './limits';
import type { SpeakerUtterance } from './schemas';
import { foldUnclearRuns } from './transcript-reliability';

/**
 * The choice on 'Select Your Voice' that every voice heard is the person's, offered when the
 * voices sound alike (`Recording.speakersMayBeOne`): the whole recording is then scored.
 */
export const ALL_VOICES = 'all';

/** The speaker a choice stores as `selectedSpeaker`: none when every voice is the person's. */
export const chosenSpeaker = (choice: string): string | null =>
  choice === ALL_VOICES ? null : choice;

/** One detected speaker as the select-speaker page lists them. */
export interface SpeakerSummary {
  speaker: string;
  turns: number;
  words: number;
  /** Seconds. */
  speakingSeconds: number;
  /** Up to 3 of their longest turns, each cut to 150 characters. */
  quotes: string[];
}

const cut = (text: string) =>
  text.length <= SPEAKER_QUOTE_MAX_CHARS
    ? text
    : `${text.slice(0, SPEAKER_QUOTE_MAX_CHARS - 1).trimEnd()}…`;

/** Turns, words, speaking time and sample quotes per speaker, in order of first appearance. */
export function summariseSpeakers(utterances: readonly SpeakerUtterance[]): SpeakerSummary[] {
  const bySpeaker = new Map<string, SpeakerUtterance[]>();
  for (const utterance of utterances) {
    const list = bySpeaker.get(utterance.speaker) ?? [];
    list.push(utterance);
    bySpeaker.set(utterance.speaker, list);
  }
  return [...bySpeaker].map(([speaker, turns]) => ({
    speaker,
    turns: turns.length,
    words: turns.reduce((sum, turn) => sum + turn.text.split(/\s+/).filter(Boolean).length, 0),
    speakingSeconds: Math.round(turns.reduce((sum, turn) => sum + (turn.end - turn.start), 0)),
    quotes: [...turns]
      .sort((a, b) => b.text.length - a.text.length)
      .slice(0, SPEAKER_SAMPLE_QUOTES)
      .sort((a, b) => a.start - b.start)
      // The server writes "[unclear]" for each word the engine doubted; a quote shows one.
      .map((turn) => cut(foldUnclearRuns(turn.text))),
  }));
}
