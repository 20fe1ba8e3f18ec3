import fs from 'node:fs';
import type { PcmFile } from './decode';

/** Writes samples [start, end) of a PCM file as a 16-bit mono WAV, copying bytes as they are. */
export async function writeWavSlice(
  pcm: PcmFile,
  startSeconds: number,
  endSeconds: number,
  outPath: string,
) {
  const first = Math.max(0, Math.floor(startSeconds * pcm.sampleRate));
  const last = Math.min(pcm.sampleCount, Math.ceil(endSeconds * pcm.sampleRate));
  const dataBytes = Math.max(0, last - first) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);

  const data = Buffer.alloc(dataBytes);
  const handle = await fs.promises.open(pcm.path, 'r');
  try {
    await handle.read(data, 0, dataBytes, first * 2);
  } finally {
    await handle.close();
  }
  await fs.promises.writeFile(outPath, Buffer.concat([header, data]));
  return { path: outPath, offsetSeconds: first / pcm.sampleRate };
}
