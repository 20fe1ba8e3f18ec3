import type { AudioIssue } from '@shared/recordings/audio-issues';
import type { TranscriptReliability } from '@shared/recordings/transcript-reliability';
import { quantileSorted, roundTo } from './metrics/format';
import type { PowerFrame } from './metrics/voice-frames';
import {
  MIN_WORDS_PER_SPEECH_SECOND,
  NO_SPEECH_MAX_VAD_SECONDS,
  SNR_NOISE_QUANTILE,
  SNR_SPEECH_QUANTILE,
} from './scoring/norms';

interface TimeSpan {
  start: number;
  end: number;
}

/** What the audio and the transcript say about whether there was speech to score. */
export interface AudioEvidence {
  /** The decoder found nothing above its silence line. */
  silent: boolean;
  words: readonly TimeSpan[];
  /** The speech Silero VAD found; null when it did not run (a transcript alone). */
  speechSegments: readonly TimeSpan[] | null;
  reliability: TranscriptReliability;
  /**
   * The engine itself said it heard another language (whisper's "(speaking in foreign
   * language)"): the only evidence of one there is here, since no engine here identifies
   * languages.
   */
  foreignLanguageMarked: boolean;
}

/**
 * Why a recording has nothing to score, from measured evidence only (thresholds in norms.ts,
 * measured as docs/evaluation.md describes); null when it can be scored. A recording with no
 * words but some speech found by VAD is the plain "We couldn't hear you clearly"
 * (product rules R10.7).
 */
export function findAudioIssue(evidence: AudioEvidence): AudioIssue | null {
  if (evidence.silent) return 'silence';
  const { speechSegments, words } = evidence;
  const speechSeconds =
    speechSegments?.reduce((sum, segment) => sum + Math.max(0, segment.end - segment.start), 0) ??
    null;
  if (speechSeconds !== null && speechSeconds < NO_SPEECH_MAX_VAD_SECONDS) return 'no_speech';
  // "Not English" only on the engine's word, and only when it doubted the rest too: a clip
  // whose words were partly recognised with good confidence is English heard badly (a far
  // microphone, a meeting), scored as an approximate transcript (decision 170). Checked
  // before the rate of words, since the engine's note is a few words for a whole stretch.
  if (evidence.foreignLanguageMarked && evidence.reliability.level !== 'reliable') {
    return 'other_language';
  }
  if (speechSegments !== null && speechSeconds !== null) {
    // Words an engine writes outside the speech VAD found are noise it took for words.
    const inSpeech = words.filter((word) => within(speechSegments, word)).length;
    if (words.length > 0 && inSpeech / speechSeconds < MIN_WORDS_PER_SPEECH_SECOND) {
      return 'no_speech';
    }
  }
  return null;
}

/** Whether a word's midpoint falls inside one of the segments. */
function within(segments: readonly TimeSpan[], word: TimeSpan): boolean {
  const middle = (word.start + word.end) / 2;
  return segments.some((segment) => middle >= segment.start && middle <= segment.end);
}

const MIN_POWER = 1e-10;

/** Loud frames (90th percentile) over quiet ones (10th), in dB; null without frames. */
export function signalToNoiseDb(frames: readonly PowerFrame[]): number | null {
  if (frames.length === 0) return null;
  const levels = frames
    .map((frame) => 10 * Math.log10(frame.power + MIN_POWER))
    .sort((a, b) => a - b);
  const noise = quantileSorted(levels, SNR_NOISE_QUANTILE);
  return roundTo(quantileSorted(levels, SNR_SPEECH_QUANTILE) - noise, 1);
}
