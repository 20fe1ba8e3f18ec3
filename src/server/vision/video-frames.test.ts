import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, tempDir } from '../speech/test/fixtures';
import { probeVideo } from './probe-video';
import { composeFaceVideo } from './test/video-fixtures';
import { VideoAnalysisError } from './video-analysis-error';
import { readVideoFrames } from './video-frames';

const dir = tempDir('video-frames');
let faceVideo: string;
beforeAll(() => {
  faceVideo = composeFaceVideo(path.join(dir, 'face.webm'), { seconds: 3 });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoAnalysisError);
  return (error as VideoAnalysisError).code;
}

describe('probeVideo', () => {
  it('gives the picture as players show it', async () => {
    expect(await probeVideo(faceVideo)).toMatchObject({
      streamIndex: 0,
      displayWidth: 640,
      displayHeight: 480,
      rotation: 0,
    });
  });

  it('turns a phone video that is stored sideways', async () => {
    const plain = path.join(dir, 'plain.mp4');
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'color=c=white:s=640x360:r=10:d=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', plain],
    );
    const sideways = path.join(dir, 'sideways.mp4');
    ffmpeg('-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', sideways);
    const probe = await probeVideo(sideways);
    expect(probe).toMatchObject({ displayWidth: 360, displayHeight: 640 });
    expect(probe.rotation % 180).toBe(90);
    // ffmpeg turns the frames the same way, so the frame size matches.
    const frames = [];
    for await (const frame of readVideoFrames(sideways, {
      streamIndex: 0,
      fps: 2,
      width: 360,
      height: 640,
      maxFrames: 1,
    })) {
      frames.push(frame);
    }
    expect(frames[0]?.pixels.length).toBe(360 * 640 * 3);
  });

  it('finds no picture in audio, even with cover art', async () => {
    const tone = path.join(dir, 'tone.wav');
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', tone);
    expect(await codeOf(probeVideo(tone))).toBe('NO_VIDEO_STREAM');

    const cover = path.join(dir, 'cover.png');
    ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=64x64:d=1', '-frames:v', '1', cover);
    const song = path.join(dir, 'song.mp3');
    ffmpeg(
      ...['-i', tone, '-i', cover, '-map', '0:a', '-map', '1:v', '-c:v', 'png'],
      ...['-disposition:v:0', 'attached_pic', song],
    );
    expect(await codeOf(probeVideo(song))).toBe('NO_VIDEO_STREAM');
  });

  it('says when the file is not media at all', async () => {
    const junk = path.join(dir, 'junk.webm');
    fs.writeFileSync(junk, Buffer.alloc(5000, 0x5a));
    expect(await codeOf(probeVideo(junk))).toBe('CORRUPT_VIDEO');
  });
});

it('says when ffmpeg is not installed', async () => {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    expect(await codeOf(probeVideo(faceVideo))).toBe('FFMPEG_MISSING');
    const read = async () => {
      for await (const _frame of readVideoFrames(faceVideo, {
        streamIndex: 0,
        fps: 2,
        width: 640,
        height: 480,
        maxFrames: 1,
      })) {
        // no frames expected
      }
    };
    expect(await codeOf(read())).toBe('FFMPEG_MISSING');
  } finally {
    process.env.PATH = path;
  }
});

describe('readVideoFrames', () => {
  const options = { streamIndex: 0, fps: 2, width: 640, height: 480, maxFrames: 100 };

  it('streams exact RGB frames, two a second', async () => {
    const frames = [];
    for await (const frame of readVideoFrames(faceVideo, options)) frames.push(frame);
    expect(frames.map((frame) => frame.t)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    for (const frame of frames) expect(frame.pixels.length).toBe(640 * 480 * 3);
    // The grey background's top-left pixel (0x80 each), give or take the codec.
    const [r = 0, g = 0, b = 0] = frames[0]?.pixels ?? [];
    for (const channel of [r, g, b]) expect(Math.abs(channel - 0x80)).toBeLessThan(8);
  });

  it('stops at maxFrames, and stops ffmpeg when the reader leaves early', async () => {
    const capped = [];
    for await (const frame of readVideoFrames(faceVideo, { ...options, maxFrames: 2 })) {
      capped.push(frame.index);
    }
    expect(capped).toEqual([0, 1]);
    for await (const frame of readVideoFrames(faceVideo, options)) {
      if (frame.index === 1) break;
    }
  });

  it('fails with CORRUPT_VIDEO when ffmpeg cannot read the file', async () => {
    const junk = path.join(dir, 'junk.mp4');
    fs.writeFileSync(junk, Buffer.alloc(5000, 0x5a));
    const read = async () => {
      for await (const _frame of readVideoFrames(junk, options)) {
        // no frames expected
      }
    };
    expect(await codeOf(read())).toBe('CORRUPT_VIDEO');
  });
});
