import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PcmFile } from './decode';
import { ENVELOPE_HOP_SECONDS, loudnessEnvelope, quietestIn, quietestTime } from './quiet-points';
import { tempDir } from './test/fixtures';

const dir = tempDir('quiet-points');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** 16 kHz PCM on disk: a tone, with quiet stretches where `quiet` says. */
function pcmFile(seconds: number, quiet: (time: number) => boolean): PcmFile {
  const sampleRate = 16_000;
  const count = seconds * sampleRate;
  const buffer = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) {
    const time = i / sampleRate;
    const level = quiet(time) ? 0.001 : 0.5;
    buffer.writeInt16LE(Math.round(level * 32767 * Math.sin(2 * Math.PI * 200 * time)), i * 2);
  }
  const file = path.join(dir, `${seconds}-${Math.random()}.pcm`);
  fs.writeFileSync(file, buffer);
  return { path: file, sampleRate, sampleCount: count, durationSeconds: seconds, peak: 0.5 };
}

describe('quiet points', () => {
  it('measures the power of each 20 ms, reading only the stretch asked for', async () => {
    const pcm = pcmFile(3, (t) => t >= 1 && t < 2);
    const envelope = await loudnessEnvelope(pcm, 0.5, 2.5);
    expect(envelope.from).toBeCloseTo(0.5);
    expect(envelope.power).toHaveLength(Math.round(2 / ENVELOPE_HOP_SECONDS));
    expect(envelope.power[0]).toBeGreaterThan(0.1);
    expect(envelope.power[Math.round(1 / ENVELOPE_HOP_SECONDS)]).toBeLessThan(1e-5);
  });

  it('finds the quietest 100 ms between two times', async () => {
    // A 150 ms gap between words at 7.40-7.55 s.
    const pcm = pcmFile(10, (t) => t >= 7.4 && t < 7.55);
    const time = await quietestIn(pcm)(5, 9);
    expect(time).toBeGreaterThanOrEqual(7.4);
    expect(time).toBeLessThanOrEqual(7.55);
  });

  it('answers the middle when the stretch is too short to judge', () => {
    expect(quietestTime({ from: 0, power: new Float32Array(2) }, 0, 0.04)).toBeCloseTo(0.02);
  });
});
