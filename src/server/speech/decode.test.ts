import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AudioDecodeError, decodeToPcmFile, loadPcm, readPcm } from './decode';
import { ffmpeg, LIBRIVOX_CLIP, tempDir } from './test/fixtures';

const dir = tempDir('decode');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const out = (name: string) => path.join(dir, name);

async function decodeError(input: string) {
  try {
    await decodeToPcmFile(input, out(`${path.basename(input)}.pcm`));
  } catch (error) {
    return error as AudioDecodeError;
  }
  throw new Error('expected a decode error');
}

describe('decodeToPcmFile', () => {
  it('decodes a browser-style webm (opus, no duration header) and measures its length', async () => {
    const webm = out('speech.webm');
    ffmpeg('-i', LIBRIVOX_CLIP, '-c:a', 'libopus', '-b:a', '48k', webm);
    const pcm = await decodeToPcmFile(webm, out('speech.pcm'));
    expect(pcm.sampleRate).toBe(16_000);
    expect(pcm.durationSeconds).toBeGreaterThan(7.0);
    expect(pcm.durationSeconds).toBeLessThan(7.2);
    expect(fs.statSync(pcm.path).size).toBe(pcm.sampleCount * 2);
    expect(pcm.peak).toBeGreaterThan(0.1);
  });

  it('takes the audio track of a video file', async () => {
    const video = out('talk.mp4');
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-i', LIBRIVOX_CLIP],
      ...['-t', '3', '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest', video],
    );
    const pcm = await decodeToPcmFile(video, out('talk.pcm'));
    expect(pcm.durationSeconds).toBeGreaterThan(2.5);
    expect(pcm.durationSeconds).toBeLessThan(3.2);
  });

  it('reads sample ranges back as floats', async () => {
    const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, out('clip.pcm'));
    const whole = await loadPcm(pcm);
    const part = await readPcm(pcm, 16_000, 32_000);
    expect(part).toHaveLength(16_000);
    expect(part[0]).toBe(whole.samples[16_000]);
    expect(Math.max(...part.map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('refuses a video without an audio track', async () => {
    const silentVideo = out('no-audio.mp4');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '1',
      '-c:v',
      'mpeg4',
      silentVideo,
    );
    const error = await decodeError(silentVideo);
    expect(error).toBeInstanceOf(AudioDecodeError);
    expect(error.code).toBe('NO_AUDIO_STREAM');
    expect(error.message).toBe('This file has no audio track, so there is no speech to analyse.');
  });

  it('refuses a corrupt file', async () => {
    const corrupt = out('corrupt.webm');
    fs.writeFileSync(corrupt, Buffer.from('this is not a media file at all, just text'.repeat(50)));
    expect((await decodeError(corrupt)).code).toBe('CORRUPT_MEDIA');
  });

  it('refuses silence', async () => {
    const silence = out('silence.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '2', silence);
    expect((await decodeError(silence)).code).toBe('SILENT_AUDIO');
  });

  it('refuses a missing file', async () => {
    expect((await decodeError(out('nowhere.wav'))).code).toBe('CORRUPT_MEDIA');
  });
});
