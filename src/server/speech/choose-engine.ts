import type { SpeechEngine } from '@shared/speech/engines';
import type { AppConfig } from '../config';
import {
  autoWhisperModelPath,
  findVerifiedWhisperModel,
  smartWhisperLoads,
  type ExpectedWhisperModel,
} from './engines/auto-whisper-model';

export interface SpeechEngineChoice {
  engine: SpeechEngine;
  /** The model file whisper uses; set only when the engine is whisper. */
  whisperModel?: string;
  /** Whether SPEECH_ENGINE named the engine, or the server picked it. */
  source: 'configured' | 'automatic';
  /** Why this engine, for the start-up log. */
  reason: string;
}

/** What the automatic choice looks at (decision 88). */
export interface EngineFacts {
  configured: SpeechEngine | undefined;
  configuredWhisperModel: string | undefined;
  /** The data folder's model, when its sha1 is the expected one. */
  verifiedModel: { path: string; name: string } | null;
  whisperLoads: boolean;
}

/**
 * SPEECH_ENGINE, when set, is obeyed. Unset, whisper runs when a verified model is in the
 * data folder and smart-whisper loads; otherwise pocketsphinx, which needs no download.
 */
export function decideSpeechEngine(facts: EngineFacts): SpeechEngineChoice {
  if (facts.configured) {
    return {
      engine: facts.configured,
      ...(facts.configured === 'whisper' && facts.configuredWhisperModel
        ? { whisperModel: facts.configuredWhisperModel }
        : {}),
      source: 'configured',
      reason: `SPEECH_ENGINE=${facts.configured}`,
    };
  }
  if (!facts.verifiedModel) {
    return {
      engine: 'pocketsphinx',
      source: 'automatic',
      reason: 'no verified whisper model in the data folder',
    };
  }
  if (!facts.whisperLoads) {
    return {
      engine: 'pocketsphinx',
      source: 'automatic',
      reason: 'the smart-whisper native module is not built',
    };
  }
  return {
    engine: 'whisper',
    whisperModel: facts.verifiedModel.path,
    source: 'automatic',
    reason: `whisper ${facts.verifiedModel.name} verified in the data folder`,
  };
}

/**
 * The engine this process runs. With SPEECH_ENGINE unset it checks the data folder's model
 * (its sha1, about half a second for base.en) and whether smart-whisper loads.
 */
export async function chooseSpeechEngine(
  config: Pick<AppConfig, 'SPEECH_ENGINE' | 'WHISPER_MODEL' | 'dataDir'>,
  options: { model?: ExpectedWhisperModel } = {},
): Promise<SpeechEngineChoice> {
  const facts: EngineFacts = {
    configured: config.SPEECH_ENGINE,
    configuredWhisperModel: config.WHISPER_MODEL,
    verifiedModel: null,
    whisperLoads: false,
  };
  if (!config.SPEECH_ENGINE) {
    facts.verifiedModel = await findVerifiedWhisperModel(
      autoWhisperModelPath(config.dataDir, options.model?.name),
      options.model,
    );
    if (facts.verifiedModel) facts.whisperLoads = await smartWhisperLoads();
  }
  return decideSpeechEngine(facts);
}
