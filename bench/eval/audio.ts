import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ANALYSIS_SAMPLE_RATE } from '../../src/server/speech/types';

const FFMPEG = ['-nostdin', '-hide_banner', '-v', 'error'];
const TO_PCM = ['-ac', '1', '-ar', String(ANALYSIS_SAMPLE_RATE), '-f', 's16le', 'pipe:1'];

function toFloats(pcm: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}

/** Any audio file as 16 kHz mono floats. */
export function readSamples(file: string): Float32Array {
  return toFloats(
    execFileSync('ffmpeg', [...FFMPEG, '-i', file, ...TO_PCM], { maxBuffer: 512 * 1024 * 1024 }),
  );
}

/** `text` spoken by espeak-ng with `voice` at `rate` (its -s), as 16 kHz mono floats. */
export function synthesize(text: string, voice: string, rate: number): Float32Array {
  const wav = execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), '--stdout', text]);
  return toFloats(execFileSync('ffmpeg', [...FFMPEG, '-i', 'pipe:0', ...TO_PCM], { input: wav }));
}

/** Writes floats as a 16-bit mono WAV at the analysis rate. */
export function writeWav(file: string, samples: Float32Array) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(ANALYSIS_SAMPLE_RATE, 24);
  header.writeUInt32LE(ANALYSIS_SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

/**
 * A faint room-like noise floor (about -60 dBFS) from a fixed seed, so the silences are not
 * digital zeros (which no microphone records) and every build gives the same samples.
 */
export function addNoiseFloor(samples: Float32Array, seed = 1): Float32Array {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return samples.map((value) => value + 0.003 * (next() + next()));
}

export const seconds = (count: number) => count / ANALYSIS_SAMPLE_RATE;
export const sampleCount = (s: number) => Math.round(s * ANALYSIS_SAMPLE_RATE);
