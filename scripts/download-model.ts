/**
 * `npm run models:download -- [tiny.en|base.en] [--dir models]`: fetches a whisper.cpp model
 * from Hugging Face, checks its sha1, and prints the WHISPER_MODEL line to use (the only
 * line on stdout, so `npm run -s models:download >> .env` works). Exits 1 on any failure,
 * leaving no partial file. HF_ENDPOINT points it at a mirror.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DownloadError, downloadVerified } from '../src/server/lib/download-verified';
import {
  isWhisperModelName,
  WHISPER_MODELS,
  whisperModelFileName,
  whisperModelUrl,
} from '../src/server/speech/engines/whisper-models';
import { createProgressBar } from './download-progress';

const USAGE = `Usage: npm run models:download -- [${Object.keys(WHISPER_MODELS).join('|')}] [--dir models]`;

function parseArguments() {
  try {
    return parseArgs({
      options: { dir: { type: 'string', default: 'models' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const args = parseArguments();
const name = args.positionals[0] ?? 'base.en';
if (!isWhisperModelName(name) || args.positionals.length > 1) {
  console.error(`Unknown model "${args.positionals.join(' ')}".\n${USAGE}`);
  process.exit(2);
}

const model = WHISPER_MODELS[name];
const url = whisperModelUrl(name, process.env.HF_ENDPOINT || undefined);
const destination = path.resolve(args.values.dir, whisperModelFileName(name));

// Ctrl-C stops the download, and the temporary file is removed before exiting.
const interrupt = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => interrupt.abort(new Error(`interrupted (${signal})`)));
}

const progress = createProgressBar(process.stderr);

try {
  console.error(`Downloading ggml-${name}.bin (${model.megabytes} MB) from ${url}`);
  const result = await downloadVerified({
    url,
    sha1: model.sha1,
    destination,
    connectTimeoutMs: 10_000,
    onProgress: progress.update,
    signal: interrupt.signal,
  });
  progress.end();
  console.error(
    result.alreadyPresent
      ? `${result.path} is already here, with the right sha1.`
      : `Saved ${result.path}; sha1 ${model.sha1} verified.`,
  );
  console.error('Start Cadence with SPEECH_ENGINE=whisper and:');
  console.log(`WHISPER_MODEL=${result.path}`);
} catch (error) {
  progress.end();
  if (interrupt.signal.aborted) {
    console.error('Download interrupted; nothing was kept.');
    process.exit(130);
  }
  if (!(error instanceof DownloadError)) throw error;
  console.error(`Could not download ggml-${name}.bin: ${error.message}`);
  if (error.code === 'UNREACHABLE' || error.code === 'STALLED') {
    console.error(
      'This machine may have no internet access. Download the file on another machine from\n' +
        `  ${url}\n` +
        `check that its sha1 is ${model.sha1} (\`sha1sum ggml-${name}.bin\`), copy it to\n` +
        `  ${destination}\n` +
        'and set WHISPER_MODEL to that path. Or keep the offline default, SPEECH_ENGINE=pocketsphinx.',
    );
  }
  process.exit(1);
}
