/**
 * Run by `npm start` (scripts/setup.mjs) before the server. With SPEECH_ENGINE unset, it
 * brings whisper base.en into the data folder, verified, so the server transcribes with
 * whisper (decision 88). It never holds up or stops the start: an offline machine, a missing
 * native module or a wrong file is reported in one line, and the server uses pocketsphinx.
 * Exits 0 in every case but Ctrl-C (130), which stops the start as it would anywhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import {
  AUTO_WHISPER_MODEL,
  autoWhisperModelPath,
  fetchAutoWhisperModel,
} from '../src/server/speech/engines/auto-whisper-model';
import { WHISPER_MODELS, whisperModelUrl } from '../src/server/speech/engines/whisper-models';
import { createProgressBar } from './download-progress';

const say = (message: string) => console.log(`[setup] ${message}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  // The server reports a bad configuration itself, with every problem, right after this.
  if (error instanceof ConfigError) process.exit(0);
  throw error;
}
// A configured engine is obeyed as it is: nothing to fetch.
if (config.SPEECH_ENGINE) process.exit(0);

const name = AUTO_WHISPER_MODEL;
const { sha1, megabytes } = WHISPER_MODELS[name];
const destination = autoWhisperModelPath(config.dataDir);
const relative = path.relative(process.cwd(), destination);
const shown = relative.startsWith('..') ? destination : relative;
const url = whisperModelUrl(name, config.HF_ENDPOINT);

const interrupt = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => interrupt.abort(new Error(`interrupted (${signal})`)));
}

const progress = createProgressBar(process.stderr);
let announced = false;
const announce = () => {
  if (announced) return;
  announced = true;
  say(
    `fetching whisper ${name} (${megabytes} MB, the more accurate speech engine) ` +
      `from ${new URL(url).host} into ${shown}`,
  );
};
// A model already there is only verified (about half a second), without a word.
if (!fs.existsSync(destination)) announce();
try {
  const outcome = await fetchAutoWhisperModel({
    dataDir: config.dataDir,
    endpoint: config.HF_ENDPOINT,
    signal: interrupt.signal,
    onProgress: (received, total) => {
      announce();
      progress.update(received, total);
    },
  });
  progress.end();
  if (outcome.status === 'ready') {
    if (outcome.downloaded) say(`saved ${shown}; sha1 verified. Cadence will use whisper.`);
  } else if (outcome.code === 'NATIVE_MODULE_MISSING') {
    say(
      'whisper is not available here (the smart-whisper native module did not build), so ' +
        'Cadence uses the offline engine, pocketsphinx. README, "Speech engines", says how to build it.',
    );
  } else {
    say(`whisper ${name} could not be fetched: ${outcome.message}`);
    say(
      'Cadence uses the offline engine, pocketsphinx, and the next `npm start` tries again ' +
        '(set SPEECH_ENGINE=pocketsphinx to skip this step).',
    );
    if (outcome.code === 'UNREACHABLE' || outcome.code === 'STALLED') {
      say(
        `To copy the model in by hand: download ${url} on another machine, check that its ` +
          `sha1 is ${sha1}, and put it at ${destination}.`,
      );
    }
  }
} catch (error) {
  progress.end();
  if (!interrupt.signal.aborted) throw error;
  say('model download interrupted; nothing was kept.');
  process.exit(130);
}
