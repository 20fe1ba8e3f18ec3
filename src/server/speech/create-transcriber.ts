import type { AppConfig } from '../config';
import { createPocketsphinxTranscriber } from './engines/pocketsphinx';
import type { Transcriber } from './transcriber';

/** The engine `SPEECH_ENGINE` names. Only the offline default is built so far. */
export function createTranscriber(config: Pick<AppConfig, 'SPEECH_ENGINE'>): Transcriber {
  if (config.SPEECH_ENGINE === 'pocketsphinx') return createPocketsphinxTranscriber();
  throw new Error(
    `SPEECH_ENGINE=${config.SPEECH_ENGINE} is not available in this version of Cadence; ` +
      'use pocketsphinx.',
  );
}
