import { formatTimestamp } from '../metrics/format';
import { LOW_LOUDNESS_VARIATION_DB, MONOTONE_SD_SEMITONES, TOO_QUIET_DBFS } from '../scoring/norms';
import { CONFIDENCE_MONOTONE_PENALTIES, stepScore } from '../scoring/score-steps';
import { num } from '../scoring/wording';
import { inParens, positionAtTime, quoteFields, quoteRun } from './quote';
import type { Candidate, RecommendationInputs } from './types';

/** Flat pitch costing confidence points: quote the flattest window. */
export function monotoneTip(inputs: RecommendationInputs): Candidate | null {
  const { pitch, tokens } = inputs;
  if (pitch?.monotoneShare == null) return null;
  if (stepScore(pitch.monotoneShare, CONFIDENCE_MONOTONE_PENALTIES) === 0) return null;
  const flattest = pitch.windows
    .filter((window) => window.flat)
    .sort((a, b) => a.sdSemitones - b.sdSemitones || a.start - b.start)[0];
  if (!flattest) return null;
  const quote = quoteRun(tokens, positionAtTime(tokens, flattest.start), 6);
  return {
    dimension: 'confidence',
    severity: Math.max(1, 10 - inputs.scores.confidence),
    item: {
      title: 'Let your pitch move',
      description: `From ${formatTimestamp(flattest.start)} to ${formatTimestamp(flattest.end)} your pitch stayed within ${num(flattest.sdSemitones)} semitones${inParens(quote)}; it was flat (under ${MONOTONE_SD_SEMITONES}) in ${Math.round(pitch.monotoneShare * 100)}% of your speaking time. Lift your voice on the one word that matters in each sentence.`,
      ...quoteFields(quote),
      timestamp: formatTimestamp(flattest.start),
    },
  };
}

/** Too quiet to sound sure, and hard for the engine to hear. */
export function quietTip(inputs: RecommendationInputs): Candidate | null {
  const { loudness } = inputs;
  if (!loudness?.tooQuiet || loudness.medianDbfs === null) return null;
  return {
    dimension: 'confidence',
    severity: Math.max(1, 10 - inputs.scores.confidence),
    item: {
      title: 'Speak up or move closer to the microphone',
      description: `Your voice averaged ${num(loudness.medianDbfs)} dBFS, below the ${TOO_QUIET_DBFS} dBFS a clear recording needs. Project as if to the back of the room, or bring the microphone to about a hand's width away.`,
    },
  };
}

/** Even loudness between words: no word stands out. Not tied to one moment, so no quote. */
export function flatLoudnessTip(inputs: RecommendationInputs): Candidate | null {
  const { loudness } = inputs;
  if (loudness?.variationDb == null || loudness.variationDb >= LOW_LOUDNESS_VARIATION_DB) {
    return null;
  }
  return {
    dimension: 'confidence',
    // Ranks below pitch and level items: loudness range is the weakest of the voice cues.
    severity: Math.max(1, 9 - inputs.scores.confidence),
    item: {
      title: 'Stress your key words',
      description: `Your volume hardly changed from word to word (${num(loudness.variationDb)} dB between words, under ${LOW_LOUDNESS_VARIATION_DB}). Pick the key word of each sentence and say it a little louder than the rest.`,
    },
  };
}
