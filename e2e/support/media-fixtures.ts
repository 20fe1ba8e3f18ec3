import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Speech for the browser tests, synthesised with espeak-ng at the start of the run (never
 * committed): the fake microphone plays `speech.wav`, and uploads use the same file and a
 * two-voice conversation.
 */
export const FIXTURE_DIR = path.resolve('test-results/fixtures');
export const SPEECH_WAV = path.join(FIXTURE_DIR, 'speech.wav');
export const DIALOGUE_WAV = path.join(FIXTURE_DIR, 'dialogue.wav');

const SPEECH =
  'Good morning everyone. Today I want to talk about how we practise speaking. ' +
  'Um, the first thing is to start small, with three minutes every day. ' +
  'The second thing is to listen back to yourself, and notice one habit at a time. ' +
  'Finally, celebrate the progress you make, because small steps add up.';

const DIALOGUE = [
  'Thanks for joining the call today, I wanted to go over the quarterly plan with you.',
  'Sure, I read the draft last night and I have a few questions about the budget.',
  'Good, the budget is the part that changed the most since our last meeting.',
  'Right, it looks like travel went up while the training costs went down.',
  'Exactly, we moved two workshops online, which saved money for the trip in May.',
  'That makes sense to me, so let us sign it off before the end of the week.',
];
const VOICES = ['en-us', 'en-us+f3'];

const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);

function speak(text: string, out: string, voice = 'en-us', wpm = 150) {
  const raw = `${out}.raw.wav`;
  execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', raw, text]);
  ffmpeg('-i', raw, '-ac', '1', '-ar', '16000', out);
  fs.rmSync(raw, { force: true });
}

export function buildMediaFixtures() {
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  if (!fs.existsSync(SPEECH_WAV)) speak(SPEECH, SPEECH_WAV);
  if (fs.existsSync(DIALOGUE_WAV)) return;
  const gap = path.join(FIXTURE_DIR, 'gap.wav');
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '0.5', gap);
  const lines = DIALOGUE.map((line, i) => {
    const file = path.join(FIXTURE_DIR, `line-${i}.wav`);
    speak(line, file, VOICES[i % 2], 175);
    return file;
  });
  const list = path.join(FIXTURE_DIR, 'dialogue.txt');
  fs.writeFileSync(list, lines.flatMap((file) => [`file '${file}'`, `file '${gap}'`]).join('\n'));
  ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', '16000', DIALOGUE_WAV);
}
