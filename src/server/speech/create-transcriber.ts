import type { AppConfig } from '../config';
import { createAssemblyAiTranscriber } from './engines/assemblyai';
import { createPocketsphinxFillerTranscriber } from './engines/pocketsphinx-fillers';
import { createWhisperTranscriber } from './engines/whisper';
import type { Transcriber } from './transcriber';

/**
 * The engine `SPEECH_ENGINE` names. Unset, this is pocketsphinx: a process that should use
 * the best engine available passes the config through `chooseSpeechEngine` first.
 */
export function createTranscriber(
  config: Pick<
    AppConfig,
    'SPEECH_ENGINE' | 'ASSEMBLYAI_API_KEY' | 'ASSEMBLYAI_BASE_URL' | 'WHISPER_MODEL'
  >,
): Transcriber {
  switch (config.SPEECH_ENGINE) {
    case undefined:
    case 'pocketsphinx':
      // With the "um" pronunciation it writes twice the spoken fillers (docs/evaluation.md).
      return createPocketsphinxFillerTranscriber();
    case 'whisper':
      // loadConfig refuses this already; the check keeps hand-built configs honest.
      if (!config.WHISPER_MODEL) {
        throw new Error('WHISPER_MODEL: required when SPEECH_ENGINE=whisper');
      }
      return createWhisperTranscriber({ modelPath: config.WHISPER_MODEL });
    case 'assemblyai':
      if (!config.ASSEMBLYAI_API_KEY) {
        throw new Error('ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai');
      }
      return createAssemblyAiTranscriber({
        apiKey: config.ASSEMBLYAI_API_KEY,
        baseUrl: config.ASSEMBLYAI_BASE_URL,
      });
  }
}

/** The transcriber of a choice made by `chooseSpeechEngine`. */
export function createChosenTranscriber(
  config: Pick<AppConfig, 'ASSEMBLYAI_API_KEY' | 'ASSEMBLYAI_BASE_URL' | 'WHISPER_MODEL'>,
  choice: { engine: NonNullable<AppConfig['SPEECH_ENGINE']>; whisperModel?: string },
): Transcriber {
  return createTranscriber({
    ...config,
    SPEECH_ENGINE: choice.engine,
    WHISPER_MODEL: choice.whisperModel ?? config.WHISPER_MODEL,
  });
}
