/**
 * `npm run bench:speech`: time and peak memory to analyse a 3-minute and a 30-minute
 * recording with the default engine, end to end (decode, VAD, transcription, metrics,
 * scores), as `npm run analyze` does it in its own process. Prints figures, asserts nothing.
 * Peak memory is the largest sum of resident memory over the process and its children
 * (the pocketsphinx workers), sampled every 100 ms. Then, for each recording, the time
 * diarization alone takes (x-vector embeddings and clustering, after VAD and pitch), in this
 * process, with the speakers it found.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeToPcmFile } from '../src/server/speech/decode';
import { diarize, pcmReader } from '../src/server/speech/diarization/diarize';
import { voiceFramesOfPcm } from '../src/server/speech/metrics/voice-frames';
import { detectSpeech } from '../src/server/speech/vad';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const TARGET_SECONDS_3_MIN = 30;
const TARGET_PEAK_MB = 600;

/** A recording of `minutes` of real read speech with a natural 0.6 s pause between clips. */
function buildRecording(dir: string, minutes: number) {
  const clips = fs
    .readdirSync(LIBRIVOX)
    .filter((f) => f.endsWith('.wav'))
    .map((f) => path.join(LIBRIVOX, f));
  const pause = path.join(dir, 'pause.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=16000:cl=mono',
    '-t',
    '0.6',
    pause,
  ]);
  const lines: string[] = [];
  let seconds = 0;
  for (let i = 0; seconds < minutes * 60; i += 1) {
    const clip = clips[i % clips.length] ?? '';
    lines.push(`file '${clip}'`, `file '${pause}'`);
    seconds += wavSeconds(clip) + 0.6;
  }
  const list = path.join(dir, `list-${minutes}.txt`);
  fs.writeFileSync(list, lines.join('\n'));
  const out = path.join(dir, `speech-${minutes}min.webm`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-t',
    String(minutes * 60),
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    out,
  ]);
  return out;
}

/** Length of a 16-bit mono WAV from its size (the LibriVox clips are 16 kHz mono). */
const wavSeconds = (file: string) => (fs.statSync(file).size - 44) / 2 / 16_000;

function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

async function measure(file: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', file, '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid ?? 0))), 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`analysis of ${file} failed (${code})`);
  const result = JSON.parse(output) as { durationSeconds: number; wordCount: number };
  return { seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024, ...result };
}

async function measureDiarization(file: string, dir: string) {
  const pcm = await decodeToPcmFile(file, path.join(dir, 'diarize.pcm'));
  const segments = await detectSpeech(pcm);
  const { pitch } = await voiceFramesOfPcm(pcm);
  const started = performance.now();
  const result = await diarize(pcmReader(pcm), pcm.sampleRate, segments, { pitch });
  return { seconds: (performance.now() - started) / 1000, speakers: result.speakers };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-speech-'));
  try {
    console.log(
      `Speech analysis benchmark (pocketsphinx, ${os.cpus().length} cores, Node ${process.versions.node})`,
    );
    console.log('recording   audio s  words  wall s  x real time  peak MB   target');
    const files: Array<[number, string]> = [];
    for (const minutes of [3, 30]) {
      const file = buildRecording(dir, minutes);
      files.push([minutes, file]);
      const result = await measure(file);
      const target =
        minutes === 3 ? `<= ${TARGET_SECONDS_3_MIN} s, <= ${TARGET_PEAK_MB} MB` : 'memory flat';
      console.log(
        `${`${minutes} min`.padEnd(10)} ${result.durationSeconds.toFixed(0).padStart(8)} ${String(result.wordCount).padStart(6)} ` +
          `${result.seconds.toFixed(1).padStart(7)} ${(result.seconds / result.durationSeconds).toFixed(3).padStart(12)} ` +
          `${result.peakMb.toFixed(0).padStart(8)}   ${target}`,
      );
    }
    console.log('\nrecording   diarization s  x real time  speakers (one reader: 1)');
    for (const [minutes, file] of files) {
      const result = await measureDiarization(file, dir);
      console.log(
        `${`${minutes} min`.padEnd(10)} ${result.seconds.toFixed(1).padStart(14)} ` +
          `${(result.seconds / (minutes * 60)).toFixed(3).padStart(12)} ${String(result.speakers).padStart(9)}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
