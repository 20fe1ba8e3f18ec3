import { AUDIO_ISSUE_MESSAGES, approximateTranscriptNotice } from '@shared/recordings/audio-issues';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Recommendation, Recording, StoredWord } from '@shared/recordings/schemas';
import { scoreBand, type ScoreBand } from '@shared/recordings/scores';
import { shownWord, type ShownWord } from '@shared/recordings/transcript-reliability';

/*
 * What the results view shows, worked out from the recording (product rules
 * R2.53-R2.58), apart from React so each rule is tested on its own.
 */

/** At most 3 tips per session (product rules R2.54 and R9.27). */
export const MAX_TIPS = 3;

/** No words detected, or a word count of 0: the scores would mean nothing. */
export function hasNoWords(recording: Pick<Recording, 'noWordsDetected' | 'wordCount'>): boolean {
  return recording.noWordsDetected || !recording.wordCount;
}

export type Notice = { title: string; detail: string | null };

/**
 * What a recording without words says: the sentence of product rules R10.7, and why when the
 * audio tells (silence, music or noise), by the recording's state, never by wording.
 */
export function noWordsNotice(recording: Pick<Recording, 'audioIssue'>): Notice {
  const issue = recording.audioIssue === 'other_language' ? null : recording.audioIssue;
  if (!issue) return { title: PRACTICE_MESSAGES.noWords, detail: null };
  const { title, detail } = AUDIO_ISSUE_MESSAGES[issue];
  return { title: PRACTICE_MESSAGES.noWords, detail: `${title}. ${detail}` };
}

/**
 * The notice above the scores of a recording whose words the engine mostly doubted: that the
 * speech may be in another language, or that the transcript is approximate.
 */
export function transcriptNotice(
  recording: Pick<Recording, 'audioIssue' | 'transcriptReliability'>,
): Notice | null {
  if (recording.audioIssue === 'other_language') return AUDIO_ISSUE_MESSAGES.other_language;
  const reliability = recording.transcriptReliability;
  if (!reliability || reliability.level === 'reliable') return null;
  return approximateTranscriptNotice(reliability);
}

/**
 * The voice the scores belong to, when it is worth saying: a speaker was chosen and the
 * recording did not turn out to hold just that one voice.
 */
export function scoredSpeaker(
  recording: Pick<Recording, 'selectedSpeaker' | 'speakerUtterances'>,
): string | null {
  if (!recording.selectedSpeaker) return null;
  const voices = new Set(recording.speakerUtterances.map((utterance) => utterance.speaker));
  return voices.size === 1 && voices.has(recording.selectedSpeaker)
    ? null
    : recording.selectedSpeaker;
}

export type ScoreCardData = {
  key: 'pace' | 'filler' | 'clarity' | 'confidence';
  title: string;
  score: number;
  band: ScoreBand;
  description: string;
  reasoning: string | null;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function fillerDescription(recording: Recording): string {
  const count = recording.fillerWords ?? 0;
  const words = plural(count, 'filler word', 'filler words');
  return recording.fillerPercentage === null
    ? words
    : `${words} (${Math.round(recording.fillerPercentage * 10) / 10}% of your words)`;
}

/** The four score cards: Pace, Filler Words, Clarity and Confidence, each out of 10. */
export function scoreCardsFor(recording: Recording): ScoreCardData[] {
  const wpm = recording.wordsPerMinute ?? recording.paceWpm;
  const card = (
    key: ScoreCardData['key'],
    title: string,
    score: number,
    description: string,
    reasoning: string | null,
  ): ScoreCardData => ({ key, title, score, band: scoreBand(score), description, reasoning });
  return [
    card(
      'pace',
      'Pace',
      recording.paceScore,
      wpm === null ? 'How fast you spoke' : `${wpm} words per minute`,
      recording.paceReasoning,
    ),
    card(
      'filler',
      'Filler Words',
      recording.fillerScore,
      fillerDescription(recording),
      recording.fillerReasoning,
    ),
    card(
      'clarity',
      'Clarity',
      recording.clarityScore,
      'How clearly your words came through',
      recording.clarityReasoning,
    ),
    card(
      'confidence',
      'Confidence',
      recording.confidenceScore,
      'How steady and assured you sounded',
      recording.confidenceReasoning,
    ),
  ];
}

/** A score as n/10: whole numbers stay whole, others keep one decimal. */
export type Tip = {
  title: string | null;
  description: string;
  quote: string | null;
  timestamp: string | null;
};

/** Up to 3 recommendations, strings and objects alike. */
export function tipsFor(recommendations: readonly Recommendation[]): Tip[] {
  return recommendations
    .map((item) =>
      typeof item === 'string'
        ? { title: null, description: item, quote: null, timestamp: null }
        : {
            title: item.title?.trim() || null,
            description: item.description,
            quote: item.quote?.trim() || null,
            timestamp: item.timestamp?.trim() || null,
          },
    )
    .filter((tip) => tip.description.trim() || tip.title)
    .slice(0, MAX_TIPS);
}

/** 'm:ss' (or 'h:mm:ss') as seconds, or null when it is not a time. */
export function parseTimestamp(value: string): number | null {
  const parts = value.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) {
    return null;
  }
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** The word being spoken at `time`: the last one that started by then, or -1 before the first. */
export function activeWordIndex(words: readonly Pick<StoredWord, 'start'>[], time: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((words[middle]?.start ?? Infinity) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Words the engine was less sure of than the recording's threshold. */
export function isUncertain(word: Pick<StoredWord, 'confidence'>, threshold: number): boolean {
  return typeof word.confidence === 'number' && word.confidence < threshold;
}

/**
 * A transcript word as shown: doubtful words are marked (greyed), and a doubtful offensive
 * word reads "[unclear]" even if a server left it in.
 */
export function transcriptWord(
  word: Pick<StoredWord, 'word' | 'confidence'>,
  threshold: number,
): ShownWord {
  return shownWord(word.word, word.confidence, threshold);
}
