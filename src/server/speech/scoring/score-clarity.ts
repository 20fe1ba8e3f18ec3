import type { PaceMetrics } from '../metrics/pace';
import type { PauseMetrics } from '../metrics/pauses';
import type { RepetitionMetrics } from '../metrics/repetition';
import { DEFAULT_SCORES, MIN_MEASURED_SCORE } from './norms';
import {
  CLARITY_LOW_MEAN_CONFIDENCE,
  CLARITY_MID_CLAUSE_PENALTIES,
  CLARITY_REPEAT_PENALTIES,
  CLARITY_STEADINESS_PENALTIES,
  stepScore,
} from './score-steps';
import type { TranscriptReliability } from '@shared/recordings/transcript-reliability';
import {
  CAP_BASIS,
  capSentence,
  capForTranscript,
  doubtedWords,
  isApproximate,
} from './transcript-caveat';
import type { ScoreResult } from './types';
import { num, plural, sentences } from './wording';

export interface ClarityInputs {
  pace: PaceMetrics;
  pauses: PauseMetrics;
  repetition: RepetitionMetrics;
  /** Mean engine confidence over all words, 0-1. */
  meanConfidence: number;
  /** When the engine doubted most words, the score rests on the audio and is capped. */
  reliability?: TranscriptReliability | null;
}

const BASED_ON =
  'Clarity is based on where you pause, how steady your rhythm is and repeated words, not on how well each word was recognised.';

/**
 * Built from what the engine measures reliably (engines guide): pause timing and placement,
 * the rhythm of the articulation rate, and repeats among words it is sure of. A wrong word
 * changes none of these much; mean confidence is a one-point factor at most.
 */
export function scoreClarity(inputs: ClarityInputs): ScoreResult {
  const { pace, pauses, repetition } = inputs;
  if (pace.wpm === null) {
    return {
      score: DEFAULT_SCORES.clarity,
      reasoning:
        'Clarity could not be measured because fewer than two words were recognised, so the default score is shown.',
      basis: ['clarity not measured'],
    };
  }
  const midClause = pauses.midClausePausesPerMinute;
  const variation = pace.articulationVariation;
  const repeats = repetition.reliableRepeatsPer100Words;
  const lowConfidence = inputs.meanConfidence < CLARITY_LOW_MEAN_CONFIDENCE;
  const penalties = {
    midClause: stepScore(midClause, CLARITY_MID_CLAUSE_PENALTIES),
    rhythm: variation === null ? 0 : stepScore(variation, CLARITY_STEADINESS_PENALTIES),
    repeats: stepScore(repeats, CLARITY_REPEAT_PENALTIES),
    recognition: lowConfidence ? 1 : 0,
  };
  const lost = Object.values(penalties).reduce((sum, value) => sum + value, 0);
  const approximate = isApproximate(inputs.reliability);
  const measured = Math.max(MIN_MEASURED_SCORE, 10 - lost);
  const score = capForTranscript(measured, inputs.reliability);

  const rhythm =
    variation === null
      ? 'the talk was too short to judge rhythm'
      : `your speaking rate varied ${Math.round(variation * 100)}% between stretches`;
  const repeated =
    repetition.reliableRepeatCount === 0
      ? 'you did not repeat yourself'
      : `you repeated ${plural(repetition.reliableRepeatCount, 'word or phrase', 'words or phrases')}`;
  const recognition = lowConfidence
    ? `Many words were hard to recognise (average confidence ${num(inputs.meanConfidence, 2)}), which can mean mumbling or a noisy room.`
    : null;
  const reasoning =
    approximate && inputs.reliability
      ? sentences(
          `The transcript is approximate (${doubtedWords(inputs.reliability)}), so Clarity rests on what the audio measures reliably: the timing of your pauses and the steadiness of your rhythm, not on the words.`,
          `You made an estimated ${num(midClause)} mid-sentence pauses per minute and ${rhythm}; among the words the engine was sure of, ${repeated}.`,
          capSentence(measured, inputs.reliability),
        )
      : sentences(
          BASED_ON,
          `You made ${num(midClause)} mid-sentence pauses per minute, ${rhythm}, and ${repeated}.`,
          recognition,
        );
  return {
    score,
    reasoning,
    basis: [
      `mid-clause pauses ${num(midClause, 2)}/min: -${penalties.midClause}`,
      `articulation variation ${variation === null ? 'n/a' : num(variation, 3)}: -${penalties.rhythm}`,
      `reliable repeats ${num(repeats, 2)} per 100 words: -${penalties.repeats}`,
      `mean word confidence ${num(inputs.meanConfidence, 2)}: -${penalties.recognition}`,
      ...(approximate ? [CAP_BASIS] : []),
    ],
  };
}
