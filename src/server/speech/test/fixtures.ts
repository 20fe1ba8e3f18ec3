import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Real human read speech shipped by Debian's pocketsphinx-testdata, with its transcription. */
export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
export const LIBRIVOX_CLIP = path.join(
  LIBRIVOX_DIR,
  'sense_and_sensibility_01_austen_64kb-0870.wav',
);

export function tempDir(label = 'speech') {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cadence-${label}-`));
}

export const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);

/** Speech synthesised by espeak-ng at `wpm` words per minute, as a 16 kHz WAV. */
export function espeak(
  text: string,
  outPath: string,
  options: { wpm?: number; voice?: string } = {},
) {
  const raw = `${outPath}.raw.wav`;
  execFileSync('espeak-ng', [
    '-v',
    options.voice ?? 'en-us',
    '-s',
    String(options.wpm ?? 150),
    '-w',
    raw,
    text,
  ]);
  ffmpeg('-i', raw, '-ac', '1', '-ar', '16000', outPath);
  fs.rmSync(raw, { force: true });
  return outPath;
}
