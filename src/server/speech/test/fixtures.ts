import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real human read speech shipped by Debian's pocketsphinx-testdata, with its transcription. */
export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
export const LIBRIVOX_CLIP = path.join(
  LIBRIVOX_DIR,
  'sense_and_sensibility_01_austen_64kb-0870.wav',
);

/**
 * whisper.cpp's weightless test model (shared/models/README.md): it loads and runs the full
 * compute graph, and transcribes nothing. CI clones the repository with shared/ beside it.
 */
export const WHISPER_TEST_MODEL = fileURLToPath(
  new URL('../../../../../shared/models/for-tests-ggml-tiny.en.bin', import.meta.url),
);

export function tempDir(label = 'speech') {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cadence-${label}-`));
}

export const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);

/** Speech synthesised by espeak-ng at `wpm` words per minute, as a 16 kHz WAV. */
export function espeak(
  text: string,
  outPath: string,
  options: { wpm?: number; voice?: string } = {},
) {
  const raw = `${outPath}.raw.wav`;
  execFileSync('espeak-ng', [
    '-v',
    options.voice ?? 'en-us',
    '-s',
    String(options.wpm ?? 150),
    '-w',
    raw,
    text,
  ]);
  ffmpeg('-i', raw, '-ac', '1', '-ar', '16000', outPath);
  fs.rmSync(raw, { force: true });
  return outPath;
}

/** Two espeak-ng voices that differ in pitch and timbre, as two real people would. */
export const DIALOGUE_VOICES = ['en-us', 'en-us+f3'] as const;
/** Silence between turns. */
export const DIALOGUE_GAP_SECONDS = 0.5;
/** Makes each line a 4-5 s turn. */
const DIALOGUE_WPM = 175;

export const DIALOGUE_LINES = [
  'Thanks for joining the call today, I wanted to go over the quarterly plan with you.',
  'Sure, I read the draft last night and I have a few questions about the budget.',
  'Good, the budget is the part that changed the most since our last meeting.',
  'Right, it looks like travel went up while the training costs went down.',
  'Exactly, we moved two workshops online, which saved money for the trip in May.',
  'That makes sense to me, so let us sign it off before the end of the week.',
];

const wavSeconds = (file: string) => Math.max(0, (fs.statSync(file).size - 44) / 2 / 16_000);

/**
 * A two-person conversation: DIALOGUE_LINES spoken alternately by the two DIALOGUE_VOICES
 * ('A' first), with DIALOGUE_GAP_SECONDS of silence after each line. Returns the WAV's path
 * and each line's true span and speaker.
 */
export function espeakDialogue(dir: string, name = 'dialogue') {
  const clips = DIALOGUE_LINES.map((line, i) =>
    espeak(line, path.join(dir, `${name}-line-${i}.wav`), {
      voice: DIALOGUE_VOICES[i % 2],
      wpm: DIALOGUE_WPM,
    }),
  );
  const silence = path.join(dir, `${name}-gap.wav`);
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=16000:cl=mono',
    '-t',
    String(DIALOGUE_GAP_SECONDS),
    silence,
  );
  const list = path.join(dir, `${name}.txt`);
  fs.writeFileSync(
    list,
    clips.flatMap((clip) => [`file '${clip}'`, `file '${silence}'`]).join('\n'),
  );
  const out = path.join(dir, `${name}.wav`);
  ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', '16000', out);
  const turns: { start: number; end: number; speaker: string }[] = [];
  let t = 0;
  clips.forEach((clip, i) => {
    turns.push({ start: t, end: t + wavSeconds(clip), speaker: i % 2 === 0 ? 'A' : 'B' });
    t += wavSeconds(clip) + DIALOGUE_GAP_SECONDS;
  });
  return { path: out, turns };
}

export const TESTDATA_DIR = path.dirname(LIBRIVOX_DIR);

/**
 * Two real people taking turns: the LibriVox narrator (four clips) alternating with four
 * short male utterances from pocketsphinx-testdata (recorded elsewhere, on other equipment),
 * 0.6 s apart. Returns the WAV's path and the true turns ('A' the narrator).
 */
export function realTwoPersonRecording(dir: string) {
  const clips: Array<{ file: string; speaker: string }> = [];
  const narrator = ['0870', '0880', '0890', '0920'];
  const other = ['goforward.raw', 'numbers.raw', 'something.raw', 'tidigits/dhd.2934z.raw'];
  narrator.forEach((id, i) => {
    const a = path.join(dir, `real-a-${i}.wav`);
    ffmpeg(
      '-i',
      path.join(LIBRIVOX_DIR, `sense_and_sensibility_01_austen_64kb-${id}.wav`),
      '-ac',
      '1',
      '-ar',
      '16000',
      a,
    );
    const b = path.join(dir, `real-b-${i}.wav`);
    const raw = path.join(TESTDATA_DIR, other[i] as string);
    ffmpeg('-f', 's16le', '-ar', '16000', '-ac', '1', '-i', raw, b);
    clips.push({ file: a, speaker: 'A' }, { file: b, speaker: 'B' });
  });
  const gapSeconds = 0.6;
  const silence = path.join(dir, 'real-gap.wav');
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(gapSeconds), silence);
  const list = path.join(dir, 'real.txt');
  fs.writeFileSync(
    list,
    clips.flatMap(({ file }) => [`file '${file}'`, `file '${silence}'`]).join('\n'),
  );
  const out = path.join(dir, 'real-two-person.wav');
  ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', '16000', out);
  const turns: { start: number; end: number; speaker: string }[] = [];
  let t = 0;
  for (const { file, speaker } of clips) {
    turns.push({ start: t, end: t + wavSeconds(file), speaker });
    t += wavSeconds(file) + gapSeconds;
  }
  return { path: out, turns };
}

/**
 * A long recording of real voices taking turns, `seconds` long: for each turn, the next
 * passage of that voice, changed a little as a session changes it (tempo and level), then
 * 0.6 s of silence. Voices: 'narrator' (the five LibriVox clips), 'man' (three
 * pocketsphinx test utterances) and 'espeak' (espeak-ng en-us saying DIALOGUE_LINES).
 */
export function longRealRecording(
  dir: string,
  name: string,
  order: ReadonlyArray<'narrator' | 'man' | 'espeak'>,
  seconds: number,
) {
  const passages = {
    narrator: fs
      .readdirSync(LIBRIVOX_DIR)
      .filter((f) => f.endsWith('.wav'))
      .sort()
      .map((f) => ['-i', path.join(LIBRIVOX_DIR, f)]),
    man: ['goforward.raw', 'numbers.raw', 'something.raw'].map((f) => [
      ...['-f', 's16le', '-ar', '16000', '-ac', '1'],
      ...['-i', path.join(TESTDATA_DIR, f)],
    ]),
    espeak: DIALOGUE_LINES.map((line, i) => [
      '-i',
      espeak(line, path.join(dir, `${name}-espeak-${i}.wav`), { voice: 'en-us' }),
    ]),
  };
  const used = { narrator: 0, man: 0, espeak: 0 };
  const parts: string[] = [];
  let total = 0;
  for (let i = 0; total < seconds; i += 1) {
    const voice = order[i % order.length] ?? 'narrator';
    const take = used[voice];
    used[voice] += 1;
    const input = passages[voice][take % passages[voice].length] ?? [];
    const tempo = [1, 0.94, 1.06, 0.97][take % 4] ?? 1;
    const gain = [0, -6, 3, -9, -3][take % 5] ?? 0;
    const part = path.join(dir, `${name}-${i}.wav`);
    ffmpeg(
      ...input,
      ...['-af', `atempo=${tempo},volume=${gain}dB,apad=pad_dur=0.6`],
      ...['-ac', '1', '-ar', '16000', part],
    );
    total += wavSeconds(part);
    parts.push(part);
  }
  const list = path.join(dir, `${name}.txt`);
  fs.writeFileSync(list, parts.map((part) => `file '${part}'`).join('\n'));
  const out = path.join(dir, `${name}.wav`);
  ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', '16000', out);
  return out;
}
