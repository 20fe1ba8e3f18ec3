import { analyzeSpeech } from '../analyze-transcript';
import { type RecordingAnalysis, fillerOptions } from '../analyze-recording';
import type { PcmFile } from '../decode';
import { type TimeSpan, pcmReader } from '../diarization/diarize';
import type { VoiceEmbedder } from '../diarization/embedders';
import { identifySpeakers } from '../diarization/identify-speakers';
import type { FillerException } from '../metrics/filler-exceptions';
import { wordsTimedByAudio } from '../metrics/word-times';
import { recoverFillers } from '../metrics/filler-recovery';
import type { VoiceFrames } from '../metrics/voice-frames';
import type { Transcriber } from '../transcriber';
import type { LivePart } from './live-part';

const windowKey = (span: TimeSpan) => `${span.start}:${span.end}`;

/**
 * An embedder that answers from the embeddings the parts already hold, and asks `base` only
 * for windows no part embedded: diarization at Stop then costs only the clustering.
 */
export function partsEmbedder(parts: readonly LivePart[], base: VoiceEmbedder): VoiceEmbedder {
  const known = new Map<string, Float32Array>();
  for (const part of parts) {
    for (const { vector, ...span } of part.embeddings) {
      known.set(windowKey(span), Float32Array.from(vector));
    }
  }
  return {
    kind: base.kind,
    sameVoice: base.sameVoice,
    furtherVoice: base.furtherVoice,
    async embed(read, sampleRate, windows, onProgress) {
      const missing = windows.filter((window) => !known.has(windowKey(window)));
      const computed =
        missing.length > 0 ? await base.embed(read, sampleRate, missing, onProgress) : [];
      missing.forEach((window, index) => {
        const vector = computed[index];
        if (vector) known.set(windowKey(window), vector);
      });
      return windows.map((window) => known.get(windowKey(window)) ?? null);
    },
  };
}

/** The parts' pitch and loudness frames as one recording's. */
export function joinVoiceFrames(parts: readonly LivePart[], durationSeconds: number): VoiceFrames {
  const samples = parts.reduce((sum, part) => sum + part.sampleCount, 0);
  const clipped = parts.reduce((sum, part) => sum + part.clippedSamples, 0);
  return {
    durationSeconds,
    pitch: parts.flatMap((part) => part.pitch),
    loudness: parts.flatMap((part) => part.loudness),
    clippingShare: samples > 0 ? clipped / samples : 0,
  };
}

/**
 * The whole analysis of a live recording from its analysed parts (in order, covering it from
 * the start): the same steps `analyzeRecording` takes after transcribing, over the words,
 * speech and voice frames the parts measured as the recording arrived.
 */
export async function analyzeLiveRecording(
  pcm: PcmFile,
  parts: readonly LivePart[],
  options: {
    transcriber: Transcriber;
    embedder: VoiceEmbedder | null;
    /** The person's filler exceptions (product rules R11.10). */
    fillerExceptions?: readonly FillerException[];
  },
): Promise<RecordingAnalysis> {
  const first = parts[0];
  const engine = first?.engine ?? options.transcriber.name;
  const engineModel = first?.model ?? options.transcriber.model ?? null;
  const punctuated = parts.some((part) => part.punctuated);
  const voice = joinVoiceFrames(parts, pcm.durationSeconds);
  const speechSegments = parts.flatMap((part) => part.segments);
  const heard = parts.flatMap((part) => part.words);
  const { words, speakers } = await identifySpeakers({
    words: recoverFillers(wordsTimedByAudio(heard, engine, voice), {
      voice,
      engine,
      engineWritesDisfluencies: options.transcriber.capabilities.includes('disfluencies'),
    }),
    engineLabelsSpeakers: options.transcriber.capabilities.includes('speaker-labels'),
    audio: { read: pcmReader(pcm), sampleRate: pcm.sampleRate },
    speechSegments,
    pitch: voice.pitch,
    ...(options.embedder ? { embedder: partsEmbedder(parts, options.embedder) } : {}),
  });
  const analysis = analyzeSpeech({
    words,
    punctuated,
    voice,
    engine,
    speechSegments,
    ...fillerOptions(engine),
    ...(options.fillerExceptions ? { fillerExceptions: options.fillerExceptions } : {}),
  });
  return {
    analysis,
    words,
    durationSeconds: pcm.durationSeconds,
    engine,
    engineModel,
    punctuated,
    speakers,
  };
}
