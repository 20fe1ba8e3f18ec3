/**
 * Real meetings with their speaker turns, for the speaker part of `npm run eval`: excerpts of
 * the AMI Meeting Corpus (CC BY 4.0, Carletta et al., "The AMI Meeting Corpus", 2005) as
 * pyannote/pyannote-audio ships them in `tests/data/` (commit b749285c5cdd4636b2edc7f766f1352c8dde9369,
 * MIT-licensed code, the audio under AMI's licence): 30 s each, 1 to 4 people, short turns,
 * overlaps, far from the microphone.
 * - `dev00` and `dev01` (two people) are in ../shared/audio/ami with their RTTM: always used,
 *   and joined into one minute as well. They were used for tuning.
 * - `trn00`-`trn09` and `tst00`-`tst01` are read from a clone of pyannote-audio when
 *   PYANNOTE_AUDIO_REPO names it (its `.git` folder, or a bare mirror), copied once into
 *   `.cache/real-clips/ami/`. Nothing is downloaded. `tst00` and `tst01` were kept for
 *   checking only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseRttm } from '../../src/server/speech/evaluation/der';

export const REAL_CLIP_DIR = path.resolve('.cache/real-clips/ami');
const SHARED_AMI = path.resolve('../shared/audio/ami');
const PYANNOTE_COMMIT = 'b749285c5cdd4636b2edc7f766f1352c8dde9369';
/** A person who says less than this in a clip is not counted as one of its speakers. */
export const REAL_SPEAKER_MIN_SECONDS = 2;

export interface RealClip {
  id: string;
  file: string;
  /** Who spoke when (RTTM), overlaps included. */
  turns: Array<{ start: number; end: number; speaker: string }>;
  /** People with at least REAL_SPEAKER_MIN_SECONDS of speech (at least 1). */
  speakers: number;
  /** Counts taken as right: the number, or one fewer with three or more people (overlaps). */
  acceptable: number[];
  use: 'tuning' | 'checking';
}

function clip(id: string, file: string, turns: RealClip['turns'], use: RealClip['use']): RealClip {
  const seconds = new Map<string, number>();
  for (const turn of turns) {
    seconds.set(turn.speaker, (seconds.get(turn.speaker) ?? 0) + turn.end - turn.start);
  }
  const speakers = Math.max(
    1,
    [...seconds.values()].filter((s) => s >= REAL_SPEAKER_MIN_SECONDS).length,
  );
  return {
    id,
    file,
    turns,
    speakers,
    acceptable: speakers >= 3 ? [speakers - 1, speakers] : [speakers],
    use,
  };
}

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', repo, ...args], { maxBuffer: 64 * 1024 * 1024 });

/** Copies pyannote-audio's AMI excerpts into REAL_CLIP_DIR once; false without a clone. */
function copyPyannoteClips(log: (line: string) => void): boolean {
  if (fs.existsSync(path.join(REAL_CLIP_DIR, 'all.rttm'))) return true;
  const given = process.env.PYANNOTE_AUDIO_REPO;
  if (!given) return false;
  const repo = fs.existsSync(path.join(given, '.git')) ? path.join(given, '.git') : given;
  fs.mkdirSync(REAL_CLIP_DIR, { recursive: true });
  const names = git(repo, 'ls-tree', '-z', '--name-only', PYANNOTE_COMMIT, 'tests/data/')
    .toString()
    .split('\0')
    .filter((name) => name.endsWith('.wav') && !name.endsWith('empty.wav'));
  for (const name of names) {
    // One file is named with an n-tilde (trñ00.wav) for the RTTM's trn00.
    const id = path
      .basename(name, '.wav')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    fs.writeFileSync(
      path.join(REAL_CLIP_DIR, `${id}.wav`),
      git(repo, 'show', `${PYANNOTE_COMMIT}:${name}`),
    );
  }
  const rttm = ['train', 'development', 'test']
    .map((part) => git(repo, 'show', `${PYANNOTE_COMMIT}:tests/data/debug.${part}.rttm`).toString())
    .join('\n');
  fs.writeFileSync(path.join(REAL_CLIP_DIR, 'all.rttm'), rttm);
  log(`real clips: copied ${names.length} AMI excerpts from ${given}`);
  return true;
}

/** The real clips there are here; `work` gets the joined minute. */
export function loadRealClips(work: string, log: (line: string) => void): RealClip[] {
  const clips: RealClip[] = [];
  if (fs.existsSync(SHARED_AMI)) {
    const rttm = fs.readFileSync(path.join(SHARED_AMI, 'debug.development.rttm'), 'utf8');
    const first = parseRttm(rttm, 'dev00');
    const second = parseRttm(rttm, 'dev01');
    clips.push(clip('ami-dev00', path.join(SHARED_AMI, 'dev00.wav'), first, 'tuning'));
    clips.push(clip('ami-dev01', path.join(SHARED_AMI, 'dev01.wav'), second, 'tuning'));
    const joined = path.join(work, 'ami-dev00+01.wav');
    execFileSync('sox', [
      path.join(SHARED_AMI, 'dev00.wav'),
      path.join(SHARED_AMI, 'dev01.wav'),
      joined,
    ]);
    const shifted = second.map((turn) => ({ ...turn, start: turn.start + 30, end: turn.end + 30 }));
    clips.push(clip('ami-dev00+01', joined, [...first, ...shifted], 'tuning'));
  }
  if (copyPyannoteClips(log)) {
    const rttm = fs.readFileSync(path.join(REAL_CLIP_DIR, 'all.rttm'), 'utf8');
    for (const name of fs.readdirSync(REAL_CLIP_DIR).sort()) {
      const id = path.basename(name, '.wav');
      if (!name.endsWith('.wav') || id.startsWith('dev')) continue;
      clips.push(
        clip(
          `ami-${id}`,
          path.join(REAL_CLIP_DIR, name),
          parseRttm(rttm, id),
          id.startsWith('tst') ? 'checking' : 'tuning',
        ),
      );
    }
  } else {
    log('real clips: only dev00 and dev01 (set PYANNOTE_AUDIO_REPO for the other 12)');
  }
  return clips;
}
