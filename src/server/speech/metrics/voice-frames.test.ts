import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, loadPcm } from '../decode';
import { ffmpeg, tempDir } from '../test/fixtures';
import { insideSpans, voiceFramesOf, voiceFramesOfPcm } from './voice-frames';

const dir = tempDir('voice-frames');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('voiceFramesOfPcm', () => {
  it('reads a long recording a minute at a time and gets exactly the frames of one pass', async () => {
    // 130 s: a gliding tone with some clipping, so pitch, loudness and clipping all vary,
    // and three blocks (60 + 60 + 10 s), the last one partial.
    const wav = path.join(dir, 'long.wav');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      "aevalsrc='1.2*sin(2*PI*(120+40*sin(t/3))*t)*(0.5+0.5*sin(t))':s=16000:d=130",
      '-ac',
      '1',
      wav,
    );
    const pcm = await decodeToPcmFile(wav, `${wav}.pcm`);
    const streamed = await voiceFramesOfPcm(pcm);
    const whole = voiceFramesOf(await loadPcm(pcm));
    expect(streamed.pitch.length).toBe(whole.pitch.length);
    expect(streamed.loudness.length).toBe(whole.loudness.length);
    streamed.pitch.forEach((frame, i) => {
      expect(frame.time).toBeCloseTo(whole.pitch[i]?.time ?? NaN, 9);
      expect(frame.hz).toBe(whole.pitch[i]?.hz);
    });
    expect(streamed.loudness).toEqual(whole.loudness);
    expect(streamed.clippingShare).toBeCloseTo(whole.clippingShare, 12);
    expect(streamed.clippingShare).toBeGreaterThan(0);
    expect(streamed.durationSeconds).toBeCloseTo(130, 1);
  });
});

describe('insideSpans', () => {
  it('marks the time-sorted items inside any span, ends included', () => {
    const items = [0, 0.5, 1, 1.5, 2, 2.5, 3].map((time) => ({ time }));
    expect(
      insideSpans(items, [
        { start: 2.5, end: 3 },
        { start: 0.5, end: 1 },
      ]),
    ).toEqual([false, true, true, false, false, true, true]);
    expect(insideSpans(items, [])).toEqual(new Array(7).fill(false));
  });
});
