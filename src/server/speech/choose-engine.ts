import type { SpeechEngine } from '@shared/speech/engines';
import type { AppConfig } from '../config';
import {
  autoWhisperModelPath,
  findVerifiedWhisperModel,
  smartWhisperLoads,
  type ExpectedWhisperModel,
} from './engines/auto-whisper-model';
import { findRegistryWhisperModel } from './engines/registry-whisper-model';

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
  /** The data folder's model (base.en from its host), when its sha1 is the expected one. */
  verifiedModel: { path: string; name: string } | null;
  /** The cache's model (tiny.en from PyPI, converted), when its sha1 is the expected one. */
  registryModel?: { path: string; name: string } | null;
  whisperLoads: boolean;
}

/**
 * SPEECH_ENGINE, when set, is obeyed. Unset, whisper runs when smart-whisper loads and a
 * verified model is there: base.en in the data folder, else tiny.en from PyPI in the cache
 * (decision 157); otherwise pocketsphinx, which needs no download.
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
  const model = facts.verifiedModel ?? facts.registryModel ?? null;
  if (!model) {
    return {
      engine: 'pocketsphinx',
      source: 'automatic',
      reason: 'no verified whisper model in the data folder or the cache',
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
    whisperModel: model.path,
    source: 'automatic',
    reason: `whisper ${model.name} verified in the ${facts.verifiedModel ? 'data folder' : 'cache'}`,
  };
}

/**
 * The engine this process runs. With SPEECH_ENGINE unset it checks the data folder's model
 * (its sha1, about half a second for base.en), else the cache's, and whether smart-whisper
 * loads.
 */
export async function chooseSpeechEngine(
  config: Pick<AppConfig, 'SPEECH_ENGINE' | 'WHISPER_MODEL' | 'dataDir' | 'cacheDir'>,
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
    facts.registryModel = facts.verifiedModel
      ? null
      : await findRegistryWhisperModel(config.cacheDir);
    if (facts.verifiedModel ?? facts.registryModel) facts.whisperLoads = await smartWhisperLoads();
  }
  return decideSpeechEngine(facts);
}
