import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { detectorPackageDirs } from '../detector-files';

/*
 * Test videos composed with ffmpeg at test time from the photos inside Human's package, so
 * no picture or video is committed and nothing is downloaded.
 */

const assets = () => path.join(detectorPackageDirs().humanDir, 'assets');

/** A real frontal face: the portrait in the face-ID screenshot. */
const FACE_PHOTO = { file: 'screenshot-faceid.jpg', crop: '138:138:15:142' };
/**
 * A person seated at a table as a webcam sees them: head, shoulders, arms and a hand (a
 * thumbnail in the samples picture; the screenshots' webcam pictures have landmarks drawn
 * over the face, which the face detector misses half the time).
 */
const WEBCAM_PHOTO = { file: 'samples.jpg', crop: '212:156:328:0' };

const FRAME_RATE = 25;

export interface ComposeOptions {
  seconds?: number;
  /** An audio file to put under the picture, e.g. speech from espeak. */
  audio?: string;
}

/** Encodes like the browser (.webm: VP8 and Opus) or a phone (.mp4: H.264 and AAC). */
function encoderArgs(out: string, hasAudio: boolean) {
  const webm = out.endsWith('.webm');
  const video = webm
    ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M']
    : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  const audio = hasAudio ? ['-c:a', webm ? 'libopus' : 'aac'] : ['-an'];
  return [...video, ...audio];
}

function compose(out: string, options: ComposeOptions, inputs: string[], picture: string) {
  const seconds = options.seconds ?? 3;
  const audioInput = options.audio ? ['-i', options.audio] : [];
  const audioIndex = inputs.filter((arg) => arg === '-i').length;
  execFileSync('ffmpeg', [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y'],
    ...inputs,
    ...audioInput,
    ...['-filter_complex', `${picture},format=yuv420p[v]`, '-map', '[v]'],
    ...(options.audio ? ['-map', `${audioIndex}:a`] : []),
    ...['-t', String(seconds), '-r', String(FRAME_RATE)],
    ...encoderArgs(out, Boolean(options.audio)),
    out,
  ]);
  return out;
}

/**
 * 640x480: the frontal face, large and centred on grey, swaying gently (a few pixels), as a
 * person sitting close to a laptop camera.
 */
export function composeFaceVideo(out: string, options: ComposeOptions = {}) {
  const seconds = options.seconds ?? 3;
  const photo = path.join(assets(), FACE_PHOTO.file);
  return compose(
    out,
    options,
    [
      ...['-f', 'lavfi', '-i', `color=c=0x808080:s=640x480:r=${FRAME_RATE}:d=${seconds}`],
      ...['-loop', '1', '-framerate', String(FRAME_RATE), '-i', photo],
    ],
    `[1:v]crop=${FACE_PHOTO.crop},scale=360:360,setsar=1[face];` +
      `[0:v][face]overlay=x='140+10*sin(2*PI*t/3)':y='60+5*sin(2*PI*t/5)':shortest=1`,
  );
}

/**
 * 640x480: the webcam picture (seated, head, shoulders, arms), panning gently; with `tilt`, the
 * whole picture leans that many degrees from `from` to `to` seconds, as a person leaning.
 */
export function composeWebcamVideo(
  out: string,
  options: ComposeOptions & { tilt?: { degrees: number; from: number; to: number } } = {},
) {
  const photo = path.join(assets(), WEBCAM_PHOTO.file);
  const { tilt } = options;
  const lean = tilt
    ? `,rotate='if(between(t,${tilt.from},${tilt.to}),${(tilt.degrees * Math.PI) / 180},0)':fillcolor=0x303030`
    : '';
  return compose(
    out,
    options,
    ['-loop', '1', '-framerate', String(FRAME_RATE), '-i', photo],
    `[0:v]crop=${WEBCAM_PHOTO.crop},scale=704:528,setsar=1,` +
      `crop=640:480:x='32+24*sin(2*PI*t/4)':y='24+8*sin(2*PI*t/6)'${lean}`,
  );
}

/** 640x480 of black: a covered lens or a dark room. */
export function composeBlackVideo(out: string, options: ComposeOptions = {}) {
  const seconds = options.seconds ?? 3;
  return compose(
    out,
    options,
    ['-f', 'lavfi', '-i', `color=c=black:s=640x480:r=${FRAME_RATE}:d=${seconds}`],
    '[0:v]null',
  );
}
