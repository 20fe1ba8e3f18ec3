import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBRIVOX_CLIP, ffmpeg, tempDir } from '../../speech/test/fixtures';
import { probeAndIndexMedia } from './probe-media';

const dir = tempDir('probe');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The container's own length (its header), as a player reads it; null when it has none. */
function headerSeconds(file: string): number | null {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]).toString();
  const seconds = Number.parseFloat(out);
  return Number.isFinite(seconds) ? seconds : null;
}

/** The audio packets' bytes: what a remux must keep as they were. */
const audioPackets = (file: string) =>
  execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', file, '-map', '0:a', '-c', 'copy', '-f', 'data', 'pipe:1'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );

/** Written as MediaRecorder writes it: to a stream, so no length and no index in its header. */
function recorded(name: string, ...args: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, ffmpeg(...args, 'pipe:1'));
  return file;
}

describe('probeAndIndexMedia', () => {
  it("gives a browser's audio recording its length, copying its sound as it was", async () => {
    const file = recorded('audio.webm', '-i', LIBRIVOX_CLIP, '-c:a', 'libopus', '-f', 'webm');
    expect(headerSeconds(file)).toBeNull();
    const before = audioPackets(file);

    const probe = await probeAndIndexMedia(file, 'webm-mkv');

    expect(probe.hasVideo).toBe(false);
    expect(probe.durationSeconds).toBeGreaterThan(3);
    expect(headerSeconds(file)).toBeCloseTo(probe.durationSeconds ?? 0, 1);
    expect(audioPackets(file).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.indexed'))).toEqual([]);
  });

  it("gives a browser's video recording its length and still knows it is video", async () => {
    const file = recorded(
      'video.webm',
      ...[
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x120:rate=10:duration=4',
        '-t',
        '4',
        '-i',
        LIBRIVOX_CLIP,
      ],
      ...['-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-f', 'webm'],
    );
    expect(headerSeconds(file)).toBeNull();

    const probe = await probeAndIndexMedia(file, 'webm-mkv');

    expect(probe.hasVideo).toBe(true);
    expect(probe.durationSeconds).toBeCloseTo(4, 0);
    expect(headerSeconds(file)).toBeCloseTo(4, 0);
  });

  it('leaves a file that has its length as it is', async () => {
    const file = path.join(dir, 'whole.webm');
    ffmpeg('-i', LIBRIVOX_CLIP, '-c:a', 'libopus', '-f', 'webm', file);
    const before = fs.readFileSync(file);

    const probe = await probeAndIndexMedia(file, 'webm-mkv');

    expect(probe.durationSeconds).toBeCloseTo(headerSeconds(file) ?? 0, 3);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('keeps a file it cannot remux as it came, measured from its packets', async () => {
    // ADTS AAC has no header length and no container to rewrite.
    const file = recorded(
      'stream.aac',
      '-i',
      LIBRIVOX_CLIP,
      '-t',
      '5',
      '-c:a',
      'aac',
      '-f',
      'adts',
    );
    const before = fs.readFileSync(file);

    const probe = await probeAndIndexMedia(file, 'aac');

    expect(probe.durationSeconds).toBeCloseTo(5, 0);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
