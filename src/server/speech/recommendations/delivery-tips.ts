import { formatTimestamp } from '../metrics/format';
import {
  ENERGETIC_PACE_MAX_WPM,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
  LONG_MID_CLAUSE_PAUSE_SECONDS,
  PACE_AMBER_MAX_WPM,
  PACE_AMBER_MIN_WPM,
  PURPOSEFUL_PAUSE_IDEAL_SECONDS,
  PURPOSEFUL_PAUSE_MAX_SECONDS,
  PURPOSEFUL_PAUSE_MIN_SECONDS,
} from '../scoring/norms';
import { num } from '../scoring/wording';
import { inParens, positionAtTime, quoteAt, quoteFields, quoteRun } from './quote';
import type { Candidate, RecommendationInputs } from './types';

const IDEAL = `${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM}`;

/** Too fast overall, or a stretch well past the amber band: quote where it started. */
export function fastPaceTip(inputs: RecommendationInputs): Candidate | null {
  const { pace, pauses, tokens } = inputs;
  const stretch = pace.fastest;
  const wpm = pace.wpm;
  if (wpm === null) return null;
  const tooFast = wpm > ENERGETIC_PACE_MAX_WPM;
  const rushedStretch = stretch !== null && stretch.wpm > PACE_AMBER_MAX_WPM;
  if (!tooFast && !rushedStretch) return null;
  const position = stretch ? positionAtTime(tokens, stretch.start) : 0;
  const quote = quoteRun(tokens, position, 5);
  const opening = quote.reliable ? `, starting with '${quote.text}'` : '';
  const where = stretch
    ? `Between ${formatTimestamp(stretch.start)} and ${formatTimestamp(stretch.end)} you reached ${stretch.wpm} wpm${opening}.`
    : `You averaged ${wpm} wpm.`;
  const pausing =
    pauses.pauseAnalysis === 'rushed'
      ? ` You paused only ${num(pauses.pausesPerMinute)} times a minute.`
      : '';
  return {
    dimension: 'pace',
    severity: Math.max(1, 10 - inputs.scores.pace),
    item: {
      title: 'Slow down where you rush',
      description: `${where}${pausing} Pause for a breath at the end of each sentence there, and aim for ${IDEAL} wpm overall (you averaged ${wpm}).`,
      ...quoteFields(quote),
    },
  };
}

/** Too slow overall, or a stretch that drags under the amber band. */
export function slowPaceTip(inputs: RecommendationInputs): Candidate | null {
  const { pace, tokens } = inputs;
  const stretch = pace.slowest;
  const wpm = pace.wpm;
  if (wpm === null) return null;
  const tooSlow = wpm < IDEAL_PACE_MIN_WPM;
  const dragging = stretch !== null && stretch.wpm < PACE_AMBER_MIN_WPM;
  if (!tooSlow && !dragging) return null;
  const position = stretch ? positionAtTime(tokens, stretch.start) : 0;
  const quote = quoteRun(tokens, position, 5);
  const opening = quote.reliable ? `, starting with '${quote.text}'` : '';
  const where = stretch
    ? `Between ${formatTimestamp(stretch.start)} and ${formatTimestamp(stretch.end)} you slowed to ${stretch.wpm} wpm${opening}.`
    : `You averaged ${wpm} wpm.`;
  return {
    dimension: 'pace',
    severity: Math.max(1, 10 - inputs.scores.pace),
    item: {
      title: 'Pick up the pace where it drags',
      description: `${where} Rehearse that part until the words come without searching, and aim for ${IDEAL} wpm overall (you averaged ${wpm}).`,
      ...quoteFields(quote),
    },
  };
}

/** The longest pause over 1 s that broke a sentence (norms flag these; Kahng: disfluent). */
export function midClausePauseTip(inputs: RecommendationInputs): Candidate | null {
  const pause = inputs.pauses.longestMidClausePauses[0];
  if (!pause || pause.duration <= LONG_MID_CLAUSE_PAUSE_SECONDS) return null;
  const quote = quoteAt(inputs.tokens, pause.position, 2, 2);
  return {
    dimension: 'clarity',
    severity: Math.max(1, 10 - inputs.scores.clarity),
    item: {
      title: 'Keep each sentence in one breath',
      description: `At ${formatTimestamp(pause.start)} you stopped for ${num(pause.duration)} s in the middle of a sentence, after '${pause.wordBefore}'${inParens(quote)}. Finish the thought first, then pause at the end of the sentence.`,
      ...quoteFields(quote),
      timestamp: formatTimestamp(pause.start),
    },
  };
}

/** A word or phrase restarted among words the engine was sure of. */
export function repeatTip(inputs: RecommendationInputs): Candidate | null {
  const repeats = inputs.language.repetition.immediateRepeats.filter((item) => item.reliable);
  const first = repeats[0];
  if (!first) return null;
  const position = inputs.tokens.findIndex((token) => token.index === first.index);
  const quote = quoteAt(inputs.tokens, position, 1, first.length * 2);
  const count = repeats.length;
  return {
    dimension: 'clarity',
    severity: Math.max(1, 10 - inputs.scores.clarity),
    item: {
      title: 'Restart less, keep going',
      description: `You repeated '${first.phrase}' at ${quote.timestamp}${inParens(quote)}${count > 1 ? ` and restarted ${count - 1} more ${count === 2 ? 'time' : 'times'}` : ''}. When a word comes out wrong, carry on with the sentence rather than saying it again.`,
      ...quoteFields(quote),
    },
  };
}

/** A strength worth keeping: a boundary pause of 0.4-1.2 s, the one nearest the middle. */
export function purposefulPauseTip(inputs: RecommendationInputs): Candidate | null {
  const pause = inputs.pauses.pauses
    .filter(
      (item) =>
        item.reliable &&
        item.location === 'boundary' &&
        item.duration >= PURPOSEFUL_PAUSE_MIN_SECONDS &&
        item.duration <= PURPOSEFUL_PAUSE_MAX_SECONDS,
    )
    .sort(
      (a, b) =>
        Math.abs(a.duration - PURPOSEFUL_PAUSE_IDEAL_SECONDS) -
          Math.abs(b.duration - PURPOSEFUL_PAUSE_IDEAL_SECONDS) || a.start - b.start,
    )[0];
  if (!pause) return null;
  const quote = quoteAt(inputs.tokens, pause.position, 4, 0);
  return {
    dimension: 'general',
    severity: 0,
    item: {
      title: 'Keep your purposeful pauses',
      description: `Your ${num(pause.duration)} s pause at ${formatTimestamp(pause.start)}, after '${quote.reliable ? quote.text : pause.wordBefore}', let the point land. Use the same pause after each key point.`,
      ...quoteFields(quote),
      timestamp: formatTimestamp(pause.start),
    },
  };
}
