import { z } from 'zod';
import { PRACTICE_MESSAGES } from './messages';
import {
  APPROXIMATE_TRANSCRIPT_SCORE_CAP,
  type TranscriptReliability,
} from './transcript-reliability';

/*
 * What was wrong with a recording's audio (docs/decisions.md, "Bad audio"), stored with it so
 * the person is told, each case in its own words. A clip under MIN_RECORDING_SECONDS is
 * refused before it is stored (RECORDING_TOO_SHORT) and has no state here.
 */

/**
 * - `silence`: nothing above the decoder's silence line (-50 dBFS peak);
 * - `no_speech`: sound, but voice activity found no speech, or words came too sparsely where
 *   it did to be speech (music, noise, tones);
 * - `other_language`: a clean recording of which the engine recognised almost no word. It
 *   cannot be told from English the engine mishears badly (docs/evaluation.md), so it is
 *   still scored, on the audio, and the message covers both.
 */
export const AUDIO_ISSUES = ['silence', 'no_speech', 'other_language'] as const;
export type AudioIssue = (typeof AUDIO_ISSUES)[number];
export const audioIssueSchema = z.enum(AUDIO_ISSUES);

/** The issues that leave nothing to score: stored as the no-words result. */
export const UNSCORABLE_AUDIO_ISSUES = ['silence', 'no_speech'] as const;
export type UnscorableAudioIssue = (typeof UNSCORABLE_AUDIO_ISSUES)[number];
export function isUnscorable(issue: AudioIssue | null): issue is UnscorableAudioIssue {
  return (UNSCORABLE_AUDIO_ISSUES as readonly string[]).includes(issue ?? '');
}

export const AUDIO_ISSUE_MESSAGES: Record<AudioIssue, { title: string; detail: string }> = {
  silence: {
    title: 'This recording is silent',
    detail: 'Check that the right microphone is selected and unmuted, then record again.',
  },
  no_speech: {
    title: 'We heard sound, but no speech',
    detail:
      'The recording holds only music, tones or background noise. Record yourself speaking, close to the microphone.',
  },
  other_language: {
    title: 'We could not recognise the speech as English',
    detail:
      'The recording is clear, but the speech engine recognised almost none of the words. Cadence analyses speech in English: if you spoke another language, the transcript and the word counts do not apply, and the scores rest on your voice alone (pauses, pitch and volume). If you spoke English, try again a little slower and closer to the microphone.',
  },
};

/**
 * What a person reads when nothing in a recording could be scored (decision 180): why, what
 * to do, and that it used no practice session. `issue` is null when no word was heard in
 * sound that was neither silent nor only noise.
 */
export function noSpeechMessage(issue: UnscorableAudioIssue | null): string {
  const why = issue
    ? `${AUDIO_ISSUE_MESSAGES[issue].title}. ${AUDIO_ISSUE_MESSAGES[issue].detail}`
    : PRACTICE_MESSAGES.noWords;
  return `${why} It did not use a practice session.`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The results' notice when the engine doubted most words (level approximate or unrecognised). */
export function approximateTranscriptNotice(reliability: TranscriptReliability): {
  title: string;
  detail: string;
} {
  const doubted =
    reliability.level === 'unrecognised'
      ? `The speech engine recognised almost none of the words (${percent(reliability.doubtfulShare)} doubtful), which background noise usually explains.`
      : `The speech engine was unsure of ${percent(reliability.doubtfulShare)} of the words.`;
  return {
    title: 'Approximate transcript',
    detail: `${doubted} Greyed words may not be what you said. Clarity, Confidence and Filler Words rest on what the audio shows reliably (pauses, pitch, volume and timing) and go no higher than ${APPROXIMATE_TRANSCRIPT_SCORE_CAP}.`,
  };
}
