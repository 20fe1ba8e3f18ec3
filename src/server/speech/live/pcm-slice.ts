import fs from 'node:fs';
import type { PcmFile } from '../decode';

const BYTES_PER_SAMPLE = 2;
/** Bytes copied at a time, so a long slice never sits whole in memory. */
const COPY_BLOCK_BYTES = 1024 * 1024;

/**
 * Copies samples [from, to) of a decoded recording into a PCM file of their own, so every
 * step that reads a whole `PcmFile` (VAD, transcription, voice frames) can run on one stretch.
 * Times measured in the slice start at 0: add `from / sampleRate` to place them.
 */
export async function slicePcmFile(
  pcm: PcmFile,
  from: number,
  to: number,
  outputPath: string,
): Promise<PcmFile> {
  const first = Math.max(0, Math.min(pcm.sampleCount, Math.floor(from)));
  const last = Math.max(first, Math.min(pcm.sampleCount, Math.floor(to)));
  const input = await fs.promises.open(pcm.path, 'r');
  const output = await fs.promises.open(outputPath, 'w');
  let peak = 0;
  try {
    const buffer = Buffer.alloc(COPY_BLOCK_BYTES);
    let position = first * BYTES_PER_SAMPLE;
    const end = last * BYTES_PER_SAMPLE;
    while (position < end) {
      const length = Math.min(buffer.length, end - position);
      const { bytesRead } = await input.read(buffer, 0, length, position);
      if (bytesRead === 0) break;
      for (let i = 0; i + 1 < bytesRead; i += BYTES_PER_SAMPLE) {
        const value = Math.abs(buffer.readInt16LE(i) / 32768);
        if (value > peak) peak = value;
      }
      await output.write(buffer, 0, bytesRead);
      position += bytesRead;
    }
  } finally {
    await input.close();
    await output.close();
  }
  const sampleCount = last - first;
  return {
    path: outputPath,
    sampleRate: pcm.sampleRate,
    sampleCount,
    durationSeconds: sampleCount / pcm.sampleRate,
    peak,
  };
}
