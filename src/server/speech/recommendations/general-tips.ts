import { AUDIO_ISSUE_MESSAGES, type UnscorableAudioIssue } from '@shared/recordings/audio-issues';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM, NO_WORDS_MESSAGE } from '../scoring/norms';
import { quoteAt, quoteRun, runStart } from './quote';
import type { Candidate, Recommendation, RecommendationInputs } from './types';

/**
 * Items that fill the list up to three when the talk had few problems. They still quote the
 * user, so even the general advice is about this recording.
 */
export function steadyPaceTip(inputs: RecommendationInputs): Candidate | null {
  const { wpm } = inputs.pace;
  if (wpm === null || wpm < IDEAL_PACE_MIN_WPM || wpm > IDEAL_PACE_MAX_WPM) return null;
  return {
    dimension: 'general',
    severity: 0,
    item: {
      title: 'Keep this pace',
      description: `Your ${wpm} wpm sat inside the ideal ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM}. Keep it as your reference in the next sessions, also on topics you know less well.`,
    },
  };
}

/** Opening and closing are worth quoting only when the engine heard those words well. */
export function openingTip(inputs: RecommendationInputs): Candidate | null {
  if (inputs.tokens.length === 0) return null;
  const quote = quoteRun(inputs.tokens, 0, 7);
  if (!quote.reliable) return null;
  return {
    dimension: 'general',
    severity: 0,
    item: {
      title: 'Open with your main point',
      description: `You began with '${quote.text}' (${quote.timestamp}). Try opening with the one sentence you want listeners to remember, then explain it.`,
      quote: quote.text,
      timestamp: quote.timestamp,
    },
  };
}

export function closingTip(inputs: RecommendationInputs): Candidate | null {
  const { tokens } = inputs;
  const last = tokens.length - 1;
  if (last < 0) return null;
  const first = runStart(tokens, last, 7);
  const { text, timestamp, reliable } = quoteAt(tokens, first, 0, last - first);
  if (!reliable) return null;
  return {
    dimension: 'general',
    severity: 0,
    item: {
      title: 'End on your key message',
      description: `You finished with '${text}' (${timestamp}). Close by restating your main point in one sentence, then stop and hold a short silence.`,
      quote: text,
      timestamp,
    },
  };
}

/** Always available, so a talk the engine heard poorly still gets three items. */
export function outlineTip(inputs: RecommendationInputs): Candidate | null {
  if (inputs.tokens.length === 0) return null;
  return {
    dimension: 'general',
    severity: 0,
    item: {
      title: 'Speak from a three-point outline',
      description:
        'Before your next take, write your three key points on one line and speak to them in order. It keeps each sentence short and gives you natural places to pause.',
    },
  };
}

/** The only item when nothing was heard (product rules R10.7), saying why when it is known. */
export function recordAgainRecommendation(
  issue: UnscorableAudioIssue | null = null,
): Recommendation {
  if (!issue) return { title: 'Record again', description: NO_WORDS_MESSAGE };
  const { title, detail } = AUDIO_ISSUE_MESSAGES[issue];
  return { title: 'Record again', description: `${title}. ${detail}` };
}
