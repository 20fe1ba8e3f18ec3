import type { AppConfig } from '../config';
import { createAssemblyAiTranscriber } from './engines/assemblyai';
import { createPocketsphinxTranscriber } from './engines/pocketsphinx';
import type { Transcriber } from './transcriber';

/** The engine `SPEECH_ENGINE` names. Whisper is not built yet. */
export function createTranscriber(
  config: Pick<AppConfig, 'SPEECH_ENGINE' | 'ASSEMBLYAI_API_KEY' | 'ASSEMBLYAI_BASE_URL'>,
): Transcriber {
  if (config.SPEECH_ENGINE === 'pocketsphinx') return createPocketsphinxTranscriber();
  if (config.SPEECH_ENGINE === 'assemblyai') {
    // loadConfig refuses this already; the check keeps hand-built configs honest.
    if (!config.ASSEMBLYAI_API_KEY) {
      throw new Error('ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai');
    }
    return createAssemblyAiTranscriber({
      apiKey: config.ASSEMBLYAI_API_KEY,
      baseUrl: config.ASSEMBLYAI_BASE_URL,
    });
  }
  throw new Error(
    `SPEECH_ENGINE=${config.SPEECH_ENGINE} is not available in this version of Cadence; ` +
      'use pocketsphinx.',
  );
}
