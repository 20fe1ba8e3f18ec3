import { EYE_CONTACT, GESTURES } from '@shared/body-language/norms';
import type { VisualAnalysisMetadata } from '@shared/body-language/schemas';
import type { Recording } from '@shared/recordings/schemas';
import { scoreBand, type ScoreBand } from '@shared/recordings/scores';
import { formatScore } from '@client/lib/format';

/*
 * What the results view's Body Language section shows for a recording
 * (docs/body-language.md, "States"), apart from React so each rule is tested on its own.
 */

export type BodyLanguageCardKey =
  'eyeContact' | 'posture' | 'gestures' | 'movement' | 'expressiveness' | 'confidence';

export type BodyLanguageCardData = {
  key: BodyLanguageCardKey;
  title: string;
  /** The figure shown: a score out of 10, or eye contact's percentage; null when not judged. */
  value: { text: string; unit: '/10' | '%' } | null;
  /** Fills the card's bar, 0-100. */
  barPercent: number;
  /** The colour band; null when not judged. */
  band: ScoreBand | null;
  description: string;
  reasoning: string | null;
};

export type BodyLanguageView =
  /** Audio sessions have no Body Language section. */
  | { kind: 'none' }
  /**
   * A video without a visual analysis: recorded before there was one, or its analysis
   * failed (the speech results stand). While a video is analysed, the recording is too.
   */
  | { kind: 'unavailable' }
  | { kind: 'no_face' | 'low_light'; recommendations: string[] }
  | {
      kind: 'ok';
      cards: BodyLanguageCardData[];
      recommendations: string[];
      /** The picture was dark: the metrics stand, but some readings are less reliable. */
      dim: boolean;
    };

const scoreValue = (score: number) => ({ text: formatScore(score), unit: '/10' as const });

function scoreCard(
  key: BodyLanguageCardKey,
  title: string,
  score: number | null,
  description: string,
  reasoning: string | null,
): BodyLanguageCardData {
  return {
    key,
    title,
    value: score === null ? null : scoreValue(score),
    barPercent: score === null ? 0 : Math.min(100, Math.max(0, score * 10)),
    band: score === null ? null : scoreBand(score),
    description,
    reasoning,
  };
}

const seconds = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} s`;

function eyeContactDescription(metadata: VisualAnalysisMetadata): string {
  const longest = metadata.eyeContact?.longestLookSeconds;
  return longest
    ? `Longest look at the lens ${seconds(longest)}`
    : 'Share of the time you looked into the lens';
}

function postureDescription(metadata: VisualAnalysisMetadata): string {
  const posture = metadata.posture;
  if (!posture) return 'How upright, level and centred you sat';
  return posture.measuredFrom === 'head'
    ? `Head level and facing forward ${posture.uprightPercent}% of the time (shoulders not in view)`
    : `Upright, level and centred ${posture.uprightPercent}% of the time`;
}

function gestureDescription(recording: Recording, metadata: VisualAnalysisMetadata): string {
  if (recording.gestureVariety === null) return 'Hands were not in view';
  const gestures = metadata.gestures;
  return gestures
    ? `${gestures.zonesUsed} of ${GESTURES.zones} areas, about ${gestures.strokesPerMinute} gestures a minute`
    : 'How varied and frequent your gestures were';
}

const MOVEMENT_LEVELS = { still: 'Very still', natural: 'Natural', restless: 'Restless' } as const;

function expressivenessDescription(metadata: VisualAnalysisMetadata): string {
  const expressiveness = metadata.expressiveness;
  if (!expressiveness) return 'How much your expression changed';
  // How often the face was not mostly neutral; the score is how much it changed.
  const share = `not neutral ${expressiveness.expressivePercent}% of the time`;
  const top = expressiveness.topExpression;
  if (!top) return share.charAt(0).toUpperCase() + share.slice(1);
  return `Most often ${top === 'happy' ? 'smiling' : top}; ${share}`;
}

/** The six cards: Eye Contact (a percentage), then five scores out of 10. */
export function bodyLanguageCardsFor(
  recording: Recording,
  metadata: VisualAnalysisMetadata,
): BodyLanguageCardData[] {
  const reasoning = metadata.reasoning;
  const eye = recording.eyeContactPercentage;
  // Eye contact counts in full at the target share of the time (docs/body-language.md).
  const eyeScore = eye === null ? null : Math.min(10, (10 * eye) / EYE_CONTACT.targetPercent);
  return [
    {
      key: 'eyeContact',
      title: 'Eye Contact',
      value: eye === null ? null : { text: String(Math.round(eye)), unit: '%' },
      barPercent: eye === null ? 0 : Math.min(100, Math.max(0, eye)),
      band: eyeScore === null ? null : scoreBand(eyeScore),
      description: eyeContactDescription(metadata),
      reasoning: reasoning.eyeContact,
    },
    scoreCard(
      'posture',
      'Posture',
      recording.postureScore,
      postureDescription(metadata),
      reasoning.posture,
    ),
    scoreCard(
      'gestures',
      'Gesture Variety',
      recording.gestureVariety,
      gestureDescription(recording, metadata),
      reasoning.gestures,
    ),
    scoreCard(
      'movement',
      'Movement',
      recording.movementScore,
      metadata.movement ? MOVEMENT_LEVELS[metadata.movement.level] : 'How much you moved',
      reasoning.movement,
    ),
    scoreCard(
      'expressiveness',
      'Facial Expressiveness',
      recording.facialExpressiveness,
      expressivenessDescription(metadata),
      reasoning.expressiveness,
    ),
    scoreCard(
      'confidence',
      'Body Language Confidence',
      recording.bodyLanguageConfidence,
      'Your overall presence on camera',
      reasoning.confidence,
    ),
  ];
}

/** Which state the Body Language section is in, and what it shows. */
export function bodyLanguageViewOf(recording: Recording): BodyLanguageView {
  if (recording.mediaType !== 'video') return { kind: 'none' };
  const metadata = recording.visualAnalysisMetadata;
  if (!metadata) return { kind: 'unavailable' };
  if (metadata.status === 'no_face' || metadata.status === 'low_light') {
    return { kind: metadata.status, recommendations: metadata.recommendations };
  }
  return {
    kind: 'ok',
    cards: bodyLanguageCardsFor(recording, metadata),
    recommendations: metadata.recommendations,
    dim: metadata.lowLight,
  };
}
