import { loadConfig } from '../../src/server/config';
import { cadenceCacheDir } from '../../src/server/lib/cache-dir';
import { createTranscriber } from '../../src/server/speech/create-transcriber';
import {
  POCKETSPHINX_SEARCH_ARGS,
  POCKETSPHINX_SPEED_ARGS,
  createPocketsphinxTranscriber,
} from '../../src/server/speech/engines/pocketsphinx';
import { createPocketsphinxFillerTranscriber } from '../../src/server/speech/engines/pocketsphinx-fillers';
import {
  findRegistryWhisperModel,
  REGISTRY_WHISPER_MODEL,
} from '../../src/server/speech/engines/registry-whisper-model';
import { createWhisperTranscriber } from '../../src/server/speech/engines/whisper';
import type { Transcriber } from '../../src/server/speech/transcriber';

export interface EngineUnderTest {
  label: string;
  transcriber: Transcriber;
}

/** Engines that need configuration, and the variable that configures each. */
const OPTIONAL_ENGINES = [
  { engine: 'whisper', variable: 'WHISPER_MODEL' },
  { engine: 'assemblyai', variable: 'ASSEMBLYAI_API_KEY' },
] as const;

/**
 * whisper tiny.en from PyPI, as the set-up keeps it in Cadence's cache (decision 158), or why
 * it is left out.
 */
export async function registryWhisperEngine(): Promise<
  { name: string; path: string; transcriber: Transcriber } | { skipped: string }
> {
  const registry = await findRegistryWhisperModel(cadenceCacheDir());
  if (!registry) {
    return {
      skipped: `whisper ${REGISTRY_WHISPER_MODEL.name} from PyPI: not in ${cadenceCacheDir()}`,
    };
  }
  return {
    name: registry.name,
    path: registry.path,
    transcriber: createWhisperTranscriber({ modelPath: registry.path }),
  };
}

/**
 * pocketsphinx always: with its default search, with the speed arguments (so the trade-off
 * shows) and with the filler pronunciations (pocketsphinx-fillers.ts), both with pocketsphinx's
 * default search and with Cadence's (POCKETSPHINX_SEARCH_ARGS), side by side; whisper tiny.en
 * from PyPI when the cache holds it; whisper (WHISPER_MODEL) and AssemblyAI when their
 * variables are set, built as the app builds them.
 * `sphinxArgs` adds pocketsphinx rows with other arguments, for tuning experiments;
 * `fillerArgs` rows of the default engine (filler pronunciations) with other arguments. Both
 * start from pocketsphinx's default search.
 */
export async function configuredEngines(
  sphinxArgs: readonly string[],
  fillerArgs: readonly string[] = [],
) {
  const engines: EngineUnderTest[] = [
    {
      label: 'pocketsphinx (default search)',
      transcriber: createPocketsphinxTranscriber({ searchArgs: [] }),
    },
    {
      label: `pocketsphinx (speed args: ${POCKETSPHINX_SPEED_ARGS.join(' ')})`,
      transcriber: createPocketsphinxTranscriber({
        searchArgs: [],
        extraArgs: POCKETSPHINX_SPEED_ARGS,
      }),
    },
    {
      label: 'pocketsphinx (filler pronunciations, default search)',
      transcriber: createPocketsphinxFillerTranscriber({ searchArgs: [] }),
    },
    {
      label: `pocketsphinx (filler pronunciations, ${POCKETSPHINX_SEARCH_ARGS.join(' ')}): the engine Cadence uses`,
      transcriber: createPocketsphinxFillerTranscriber(),
    },
    ...sphinxArgs.map((args) => ({
      label: `pocketsphinx ${args}`,
      transcriber: createPocketsphinxTranscriber({
        searchArgs: [],
        extraArgs: args.split(/\s+/).filter(Boolean),
      }),
    })),
    ...fillerArgs.map((args) => ({
      label: `pocketsphinx (filler pronunciations) ${args}`,
      transcriber: createPocketsphinxFillerTranscriber({
        searchArgs: [],
        extraArgs: args.split(/\s+/).filter(Boolean),
      }),
    })),
  ];
  const skipped: string[] = [];
  const whisper = await registryWhisperEngine();
  if ('skipped' in whisper) skipped.push(whisper.skipped);
  else {
    engines.push({
      label: `whisper ${whisper.name} (PyPI, converted)`,
      transcriber: whisper.transcriber,
    });
  }
  for (const { engine, variable } of OPTIONAL_ENGINES) {
    if (!process.env[variable]) {
      skipped.push(`${engine}: ${variable} is not set`);
      continue;
    }
    try {
      const transcriber = createTranscriber(loadConfig({ ...process.env, SPEECH_ENGINE: engine }));
      engines.push({ label: engine, transcriber });
    } catch (error) {
      skipped.push(`${engine}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { engines, skipped };
}
