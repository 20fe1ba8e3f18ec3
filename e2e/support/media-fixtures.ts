import fs from 'node:fs';
import path from 'node:path';
import { espeak, espeakDialogue } from '../../src/server/speech/test/fixtures';

/*
 * Speech for the browser tests, synthesised with espeak-ng at the start of the run (never
 * committed): the fake microphone plays `speech.wav`, and uploads use the same file and the
 * two-voice conversation the server's speech tests use.
 */
export const FIXTURE_DIR = path.resolve('test-results/fixtures');
export const SPEECH_WAV = path.join(FIXTURE_DIR, 'speech.wav');
export const DIALOGUE_WAV = path.join(FIXTURE_DIR, 'dialogue.wav');

const SPEECH =
  'Good morning everyone. Today I want to talk about how we practise speaking. ' +
  'Um, the first thing is to start small, with three minutes every day. ' +
  'The second thing is to listen back to yourself, and notice one habit at a time. ' +
  'Finally, celebrate the progress you make, because small steps add up.';

export function buildMediaFixtures() {
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  if (!fs.existsSync(SPEECH_WAV)) espeak(SPEECH, SPEECH_WAV);
  if (!fs.existsSync(DIALOGUE_WAV)) espeakDialogue(FIXTURE_DIR, 'dialogue');
}
