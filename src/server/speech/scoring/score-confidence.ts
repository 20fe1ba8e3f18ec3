import type { FillerMetrics } from '../metrics/fillers';
import { perMinute } from '../metrics/format';
import type { HedgeMetrics } from '../metrics/hedges';
import type { LoudnessMetrics } from '../metrics/loudness';
import type { PauseMetrics } from '../metrics/pauses';
import type { PitchMetrics } from '../metrics/pitch';
import {
  DEFAULT_SCORES,
  HESITATION_PAUSE_SECONDS,
  LOW_LOUDNESS_VARIATION_DB,
  MIN_MEASURED_SCORE,
  MONOTONE_SD_SEMITONES,
  TOO_QUIET_DBFS,
} from './norms';
import {
  CONFIDENCE_FILLER_PENALTIES,
  CONFIDENCE_HEDGE_PENALTIES,
  CONFIDENCE_HESITATION_PENALTIES,
  CONFIDENCE_LOUDNESS_PENALTY,
  CONFIDENCE_MONOTONE_PENALTIES,
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
import { countedWords, num, sentences, times } from './wording';

export interface ConfidenceInputs {
  wordCount: number;
  spanSeconds: number;
  hedges: HedgeMetrics;
  fillers: FillerMetrics;
  pauses: PauseMetrics;
  /** Null without audio: the score then rests on wording and pauses only. */
  pitch: PitchMetrics | null;
  loudness: LoudnessMetrics | null;
  /** When the engine doubted most words, the score rests on voice and timing and is capped. */
  reliability?: TranscriptReliability | null;
}

function voiceNote(pitch: PitchMetrics | null, loudness: LoudnessMetrics | null): string | null {
  const parts: string[] = [];
  if (pitch?.monotoneShare != null && pitch.sdSemitones !== null) {
    parts.push(
      `your pitch varied ${num(pitch.sdSemitones)} semitones and stayed flat (under ${MONOTONE_SD_SEMITONES}) in ${Math.round(pitch.monotoneShare * 100)}% of your speaking time`,
    );
  }
  if (loudness?.tooQuiet) {
    parts.push(
      loudness.medianDbfs === null
        ? 'your voice barely registered'
        : `your level was ${num(loudness.medianDbfs)} dBFS, quieter than ${TOO_QUIET_DBFS}`,
    );
  }
  if (loudness?.variationDb != null && loudness.variationDb < LOW_LOUDNESS_VARIATION_DB) {
    parts.push(`your volume hardly changed (${num(loudness.variationDb)} dB between words)`);
  }
  return parts.length > 0 ? `In your voice, ${parts.join('; ')}.` : null;
}

/**
 * Built from the voice (pitch variation in semitones, loudness level and range: Jiang & Pell
 * 2017) and from wording and timing the engine gets right most of the time: hedges among
 * words it is sure of, the filler rate and long mid-sentence hesitations.
 */
export function scoreConfidence(inputs: ConfidenceInputs): ScoreResult {
  const { hedges, fillers, pauses, pitch, loudness } = inputs;
  if (inputs.wordCount === 0) {
    return {
      score: DEFAULT_SCORES.confidence,
      reasoning:
        'No words were recognised, so confidence could not be judged and the default score is shown.',
      basis: ['confidence not measured'],
    };
  }
  const hesitationsPerMinute = perMinute(pauses.hesitationCount, inputs.spanSeconds);
  const quiet = loudness?.tooQuiet === true;
  const even = loudness?.variationDb != null && loudness.variationDb < LOW_LOUDNESS_VARIATION_DB;
  const penalties = {
    pitch:
      pitch?.monotoneShare == null
        ? 0
        : stepScore(pitch.monotoneShare, CONFIDENCE_MONOTONE_PENALTIES),
    level: quiet ? CONFIDENCE_LOUDNESS_PENALTY : 0,
    loudnessRange: even ? CONFIDENCE_LOUDNESS_PENALTY : 0,
    hedges: stepScore(hedges.per100Words, CONFIDENCE_HEDGE_PENALTIES),
    fillers: stepScore(fillers.filledPausesPer100Words, CONFIDENCE_FILLER_PENALTIES),
    hesitations: stepScore(hesitationsPerMinute, CONFIDENCE_HESITATION_PENALTIES),
  };
  const lost = Object.values(penalties).reduce((sum, value) => sum + value, 0);
  const { reliability } = inputs;
  const approximate = isApproximate(reliability) && reliability != null;
  const measured = Math.max(MIN_MEASURED_SCORE, 10 - lost);
  const score = capForTranscript(measured, reliability);

  const basedOn = approximate
    ? `The transcript is approximate (${doubtedWords(reliability)}), so Confidence rests on what the audio measures reliably: ${pitch || loudness ? 'your pitch variation, your volume and ' : ''}the timing of your pauses. Hedges and fillers are counted only among the words the engine was sure of.`
    : pitch || loudness
      ? 'Confidence is based on your voice (pitch variation and volume) and your wording (hedges, fillers, long hesitations).'
      : 'Confidence is based on your wording and pauses only (hedges, fillers, long hesitations), as no audio was analysed.';
  const hedgeText =
    hedges.count === 0
      ? 'you used no hedges'
      : `you hedged ${times(hedges.count)} (${num(hedges.per100Words, 2)} per 100 words, such as ${countedWords(hedges.topHedges.slice(0, 2).map((item) => ({ word: item.phrase, count: item.count })))})`;
  const fillerText =
    penalties.fillers > 0
      ? `, used ${num(fillers.filledPausesPer100Words, 2)} filled pauses per 100 words`
      : '';
  // Placement-dependent counts are expected values (see measurePauses): say them whole.
  const hesitations = Math.round(pauses.hesitationCount);
  const hesitationText =
    hesitations === 0
      ? `you never paused over ${HESITATION_PAUSE_SECONDS} s mid-sentence`
      : `you paused over ${HESITATION_PAUSE_SECONDS} s mid-sentence ${times(hesitations)}`;
  const wording = `${approximate ? 'Among the words the engine was sure of' : 'In your wording'}, ${hedgeText}${fillerText}, and ${hesitationText}.`;
  return {
    score,
    reasoning: sentences(
      basedOn,
      voiceNote(pitch, loudness),
      wording,
      capSentence(measured, reliability),
    ),
    basis: [
      `pitch: ${pitch?.sdSemitones == null ? 'n/a' : `SD ${num(pitch.sdSemitones, 2)} st`}, flat share ${pitch?.monotoneShare == null ? 'n/a' : num(pitch.monotoneShare, 2)}: -${penalties.pitch}`,
      `loudness: median ${loudness?.medianDbfs == null ? 'n/a' : `${num(loudness.medianDbfs)} dBFS`}: -${penalties.level}; variation ${loudness?.variationDb == null ? 'n/a' : `${num(loudness.variationDb, 2)} dB`}: -${penalties.loudnessRange}`,
      `hedges ${num(hedges.per100Words, 2)} per 100 words: -${penalties.hedges}`,
      `filled pauses ${num(fillers.filledPausesPer100Words, 2)} per 100 words: -${penalties.fillers}`,
      `mid-clause pauses over ${HESITATION_PAUSE_SECONDS} s: ${num(hesitationsPerMinute, 2)}/min: -${penalties.hesitations}`,
      ...(approximate ? [CAP_BASIS] : []),
    ],
  };
}
