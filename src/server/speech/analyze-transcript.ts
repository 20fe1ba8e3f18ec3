import {
  type AudioIssue,
  type UnscorableAudioIssue,
  isUnscorable,
} from '@shared/recordings/audio-issues';
import {
  type TranscriptReliability,
  assessTranscript,
  doubtfulBelow,
} from '@shared/recordings/transcript-reliability';
import { findAudioIssue, signalToNoiseDb } from './audio-issues';
import { type EnergyLevel, type EnergyResult, energyLevel } from './metrics/energy';
import type { FillerException } from './metrics/filler-exceptions';
import { type FillerMetrics, detectFillers } from './metrics/fillers';
import { mean, roundTo } from './metrics/format';
import { type LanguageMetrics, analyzeLanguage } from './metrics/language';
import { type LoudnessMetrics, measureLoudnessFrames } from './metrics/loudness';
import { type PaceMetrics, measurePace } from './metrics/pace';
import { type PauseAnalysis, type PauseMetrics, measurePauses } from './metrics/pauses';
import { type PitchMetrics, measurePitchFrames } from './metrics/pitch';
import { type SpokenToken, prepareTokens, transcriptText } from './metrics/tokens';
import { type VoiceFrames, voiceFramesOf } from './metrics/voice-frames';
import { buildRecommendations } from './recommendations/build-recommendations';
import { recordAgainRecommendation } from './recommendations/general-tips';
import type { Recommendation } from './recommendations/types';
import { DEFAULT_SCORES, FAST_PACE_MIN_WPM, SLOW_PACE_MAX_WPM } from './scoring/norms';
import { scoreClarity } from './scoring/score-clarity';
import { scoreConfidence } from './scoring/score-confidence';
import { scoreFillers } from './scoring/score-fillers';
import { scorePace } from './scoring/score-pace';
import { marksForeignLanguage } from './engines/whisper-words';
import type { DecodedAudio, TranscribedWord } from './types';

export interface AnalyzeSpeechInput {
  /** Every word heard, in any order. */
  words: TranscribedWord[];
  /**
   * Score only this speaker's words (after speaker selection). The other speakers' turns are
   * then neither pauses nor speaking time for pace.
   */
  speaker?: string;
  /**
   * The recording's pitch and loudness frames (`voiceFramesOfPcm`), or the decoded audio to
   * take them from; without either, pitch, loudness and energy are not measured.
   */
  voice?: VoiceFrames;
  audio?: DecodedAudio;
  /** Whether the engine wrote punctuation, which then marks sentence boundaries. */
  punctuated: boolean;
  /** Overrides the 75% confidence line for fillers (product rules R10.5; decision 34). */
  fillerMinConfidence?: number;
  /** The person's filler exceptions (product rules R11.10): what they taught is not counted. */
  fillerExceptions?: readonly FillerException[];
  /** The engine that wrote the words: how its confidences are read (doubtful line). */
  engine?: string;
  /** The speech VAD found in the recording, to tell music or noise from speech. */
  speechSegments?: ReadonlyArray<{ start: number; end: number }>;
  /** The decoder found the recording silent: the no-words result, saying so. */
  silent?: boolean;
}

/** recordings.speakingPace: below the ideal band, ideal to energetic, or faster. */
export type SpeakingPace = 'slow' | 'moderate' | 'fast';

/** A type alias, not an interface, so it can be stored in the recordings.metrics JSON column. */
export type SpeechMetrics = {
  pace: PaceMetrics;
  fillers: FillerMetrics;
  pauses: PauseMetrics;
  language: LanguageMetrics;
  pitch: PitchMetrics | null;
  loudness: LoudnessMetrics | null;
  energy: EnergyResult;
  meanWordConfidence: number | null;
  /** Loud frames over quiet ones (dB): whether unrecognised speech was clean or noisy. */
  snrDb: number | null;
  scoreBasis: { pace: string[]; fillers: string[]; clarity: string[]; confidence: string[] };
};

/** Everything the recording row and the results view need from one analysis. */
export interface SpeechAnalysis {
  wordCount: number;
  transcript: string;
  paceWpm: number | null;
  /** Syllables per second of phonation time (pauses of 250 ms or more left out). */
  articulationRate: number | null;
  speakingPace: SpeakingPace;
  fillerWords: number;
  fillerPercentage: number;
  detectedFillers: Record<string, number>;
  pauseAnalysis: PauseAnalysis | null;
  energyLevel: EnergyLevel | null;
  paceScore: number;
  fillerScore: number;
  clarityScore: number;
  confidenceLevel: number;
  paceReasoning: string;
  fillerReasoning: string;
  clarityReasoning: string;
  confidenceReasoning: string;
  recommendations: Recommendation[];
  noWordsDetected: boolean;
  /** How far the words can be trusted (docs/decisions.md, "Approximate transcripts"). */
  transcriptReliability: TranscriptReliability;
  /** Why nothing could be scored, when the audio is the reason (silence, no speech...). */
  audioIssue: AudioIssue | null;
  metrics: SpeechMetrics;
}

/**
 * 'slow' under the ideal 130, 'fast' over the energetic 170, 'moderate' between; 'moderate'
 * by default when pace could not be measured.
 */
export function speakingPaceLabel(wpm: number | null): SpeakingPace {
  if (wpm === null) return 'moderate';
  if (wpm <= SLOW_PACE_MAX_WPM) return 'slow';
  if (wpm >= FAST_PACE_MIN_WPM) return 'fast';
  return 'moderate';
}

function measureAll(tokens: readonly SpokenToken[], input: AnalyzeSpeechInput) {
  const pace = measurePace(tokens);
  const spans = tokens.map((token) => ({ start: token.start, end: token.end }));
  const voice =
    input.voice ??
    (input.audio && input.audio.samples.length > 0 ? voiceFramesOf(input.audio) : null);
  const pitch = voice && tokens.length > 0 ? measurePitchFrames(voice, spans) : null;
  const loudness = voice ? measureLoudnessFrames(voice, spans) : null;
  return {
    pace,
    fillers: detectFillers(tokens, {
      minConfidence: input.fillerMinConfidence,
      ...(input.fillerExceptions ? { exceptions: input.fillerExceptions } : {}),
    }),
    pauses: measurePauses(tokens, pace.wpm),
    language: analyzeLanguage(tokens),
    pitch,
    loudness,
    energy: energyLevel({
      pitchSdSemitones: pitch?.sdSemitones ?? null,
      loudnessVariationDb: loudness?.variationDb ?? null,
      wpm: pace.wpm,
    }),
    meanWordConfidence:
      tokens.length > 0 ? roundTo(mean(tokens.map((token) => token.confidence)), 3) : null,
    snrDb: voice ? signalToNoiseDb(voice.loudness) : null,
  };
}

/** Why nothing was measured, in each score's reasoning. */
const NOTHING_HEARD: Record<UnscorableAudioIssue | 'none', string> = {
  none: 'No speech was detected',
  silence: 'The recording is silent',
  no_speech: 'Only music or noise was heard, no speech',
};
const NOTHING_MEASURED = (skill: string, issue: UnscorableAudioIssue | null) =>
  `${NOTHING_HEARD[issue ?? 'none']}, so ${skill} could not be measured and the default score is shown.`;

/**
 * The no-words result (product rules R10.7): default scores, no invented reasoning, one
 * "record again" item, and the reason when the audio explains it. The words heard stay with
 * the recording.
 */
function noWordsAnalysis(
  measured: ReturnType<typeof measureAll>,
  reliability: TranscriptReliability,
  issue: UnscorableAudioIssue | null,
): SpeechAnalysis {
  return {
    wordCount: 0,
    transcript: '',
    paceWpm: null,
    articulationRate: null,
    speakingPace: speakingPaceLabel(null),
    fillerWords: 0,
    fillerPercentage: 0,
    detectedFillers: {},
    pauseAnalysis: null,
    energyLevel: null,
    paceScore: DEFAULT_SCORES.pace,
    fillerScore: DEFAULT_SCORES.filler,
    clarityScore: DEFAULT_SCORES.clarity,
    confidenceLevel: DEFAULT_SCORES.confidence,
    paceReasoning: NOTHING_MEASURED('pace', issue),
    fillerReasoning: NOTHING_MEASURED('filler words', issue),
    clarityReasoning: NOTHING_MEASURED('clarity', issue),
    confidenceReasoning: NOTHING_MEASURED('confidence', issue),
    recommendations: [recordAgainRecommendation(issue)],
    noWordsDetected: true,
    transcriptReliability: reliability,
    audioIssue: issue,
    metrics: {
      ...measured,
      // Only the level is worth keeping: it tells whether the microphone heard anything.
      pitch: null,
      energy: { level: null, points: { pitch: null, loudness: null, pace: null }, average: null },
      scoreBasis: { pace: [], fillers: [], clarity: [], confidence: [] },
    },
  };
}

/**
 * Transcript words (and the audio when there is one) in, the whole analysis out: metrics,
 * the four scores with reasoning, and recommendations. Pure and deterministic.
 */
export function analyzeSpeech(input: AnalyzeSpeechInput): SpeechAnalysis {
  const below = doubtfulBelow(input.engine);
  const tokens = prepareTokens(input.words, input.punctuated, input.speaker).map((token) => ({
    ...token,
    doubtful: token.confidence < below,
  }));
  // Recovered fillers carry the recovery's confidence, not the engine's: they say nothing
  // about how well the engine heard the words.
  const reliability = assessTranscript(
    tokens.filter((token) => !token.recoveredFiller).map((token) => token.confidence),
    input.engine,
  );
  const measured = measureAll(tokens, input);
  const issue = findAudioIssue({
    silent: input.silent === true,
    words: tokens,
    speechSegments: input.speechSegments ?? null,
    reliability,
    foreignLanguageMarked: marksForeignLanguage(input.words),
  });
  if (tokens.length === 0 || isUnscorable(issue)) {
    return noWordsAnalysis(measured, reliability, isUnscorable(issue) ? issue : null);
  }

  const { pace, fillers, pauses, language, pitch, loudness } = measured;
  const paceResult = scorePace(pace, reliability);
  const fillerResult = scoreFillers(fillers, tokens.length, reliability);
  const clarityResult = scoreClarity({
    pace,
    pauses,
    repetition: language.repetition,
    meanConfidence: measured.meanWordConfidence ?? 0,
    reliability,
  });
  const confidenceResult = scoreConfidence({
    wordCount: tokens.length,
    spanSeconds: pace.spanSeconds,
    hedges: language.hedges,
    fillers,
    pauses,
    pitch,
    loudness,
    reliability,
  });
  const scores = {
    pace: paceResult.score,
    fillers: fillerResult.score,
    clarity: clarityResult.score,
    confidence: confidenceResult.score,
  };

  return {
    wordCount: tokens.length,
    transcript: transcriptText(tokens),
    paceWpm: pace.wpm,
    articulationRate: pace.articulation?.syllablesPerSecond ?? null,
    speakingPace: speakingPaceLabel(pace.wpm),
    fillerWords: fillers.count,
    fillerPercentage: fillers.percentage,
    detectedFillers: fillers.detectedFillers,
    pauseAnalysis: pauses.pauseAnalysis,
    energyLevel: measured.energy.level,
    paceScore: scores.pace,
    fillerScore: scores.fillers,
    clarityScore: scores.clarity,
    confidenceLevel: scores.confidence,
    paceReasoning: paceResult.reasoning,
    fillerReasoning: fillerResult.reasoning,
    clarityReasoning: clarityResult.reasoning,
    confidenceReasoning: confidenceResult.reasoning,
    recommendations: buildRecommendations({ tokens, scores, ...measured }),
    noWordsDetected: false,
    transcriptReliability: reliability,
    audioIssue: issue,
    metrics: {
      ...measured,
      scoreBasis: {
        pace: paceResult.basis,
        fillers: fillerResult.basis,
        clarity: clarityResult.basis,
        confidence: confidenceResult.basis,
      },
    },
  };
}
