import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { espeak, espeakDialogue, ffmpeg } from '../../src/server/speech/test/fixtures';

/*
 * Media for the browser tests, made at the start of the run (never committed): the fake
 * microphone plays `speech.wav`, synthesised with espeak-ng, and uploads use the same file
 * and the two-voice conversation the server's speech tests use. The fake camera plays
 * `face.y4m`, a real face from a photo inside the detector's package.
 */
export const FIXTURE_DIR = path.resolve('test-results/fixtures');
export const SPEECH_WAV = path.join(FIXTURE_DIR, 'speech.wav');
export const DIALOGUE_WAV = path.join(FIXTURE_DIR, 'dialogue.wav');
export const FACE_Y4M = path.join(FIXTURE_DIR, 'face.y4m');
/** An uploadable talk: the fake camera's face with the fake microphone's speech, as MP4. */
export const FACE_TALK_MP4 = path.join(FIXTURE_DIR, 'face-talk.mp4');

/** The portrait in the face-ID screenshot of @vladmandic/human: a clean frontal face. */
function facePhoto(): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
  return path.join(packageDir, 'assets', 'screenshot-faceid.jpg');
}

/**
 * 640x480 at 15 fps: the face, large and centred on grey, swaying a few pixels as a person
 * at a laptop does. Chromium loops the file, so the sway's periods divide its 6 seconds.
 */
function composeFaceCamera(out: string) {
  const seconds = 6;
  const fps = 15;
  ffmpeg(
    ...['-f', 'lavfi', '-i', `color=c=0x808080:s=640x480:r=${fps}:d=${seconds}`],
    ...['-loop', '1', '-framerate', String(fps), '-i', facePhoto()],
    '-filter_complex',
    '[1:v]crop=138:138:15:142,scale=360:360,setsar=1[face];' +
      "[0:v][face]overlay=x='140+10*sin(2*PI*t/3)':y='60+5*sin(2*PI*t/6)':shortest=1," +
      'format=yuv420p',
    ...['-t', String(seconds), '-r', String(fps), '-f', 'yuv4mpegpipe', out],
  );
}

const SPEECH =
  'Good morning everyone. Today I want to talk about how we practise speaking. ' +
  'Um, the first thing is to start small, with three minutes every day. ' +
  'The second thing is to listen back to yourself, and notice one habit at a time. ' +
  'Finally, celebrate the progress you make, because small steps add up.';

export function buildMediaFixtures() {
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  if (!fs.existsSync(SPEECH_WAV)) espeak(SPEECH, SPEECH_WAV);
  if (!fs.existsSync(DIALOGUE_WAV)) espeakDialogue(FIXTURE_DIR, 'dialogue');
  if (!fs.existsSync(FACE_Y4M)) composeFaceCamera(FACE_Y4M);
  if (!fs.existsSync(FACE_TALK_MP4)) composeFaceTalk(FACE_TALK_MP4);
}

/** The face video looped under the speech, for as long as the speech lasts. */
function composeFaceTalk(out: string) {
  ffmpeg(
    ...['-stream_loop', '-1', '-i', FACE_Y4M],
    ...['-i', SPEECH_WAV],
    ...['-map', '0:v', '-map', '1:a', '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-movflags', '+faststart', out],
  );
}
