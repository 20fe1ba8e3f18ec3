/**
 * `npm run bench:speech`: speech analysis speed, printed section by section (one function
 * each; add a section by adding one). Prints figures, asserts nothing.
 *
 * - Uploads: time and peak memory to analyse a 3-, 10- and 30-minute recording end to end,
 *   as `npm run analyze` does it in its own process (decode, VAD, transcription in parallel
 *   with pitch, loudness and diarization, then scores), with pocketsphinx and, when the cache
 *   holds it, whisper tiny.en from PyPI, side by side. Peak memory is the largest sum of
 *   resident memory over the process and its children (the pocketsphinx workers, the whisper
 *   process), sampled every 100 ms.
 * - Where the time goes: each stage of the 3-minute analysis run alone, one after another, in
 *   this process, with each engine's transcription. In the pipeline they overlap, so the wall
 *   time is less than their sum.
 * - Fixed overhead: what `npm run analyze` spends before it analyses anything.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { registryWhisperEngine } from './eval/engines';
import { liveSection } from './live-session';
import os from 'node:os';
import path from 'node:path';
import { analyzeSpeech } from '../src/server/speech/analyze-transcript';
import { decodeToPcmFile } from '../src/server/speech/decode';
import { diarize, pcmReader } from '../src/server/speech/diarization/diarize';
import { createPocketsphinxFillerTranscriber } from '../src/server/speech/engines/pocketsphinx-fillers';
import { closeWhisperProcess } from '../src/server/speech/engines/whisper-process';
import type { Transcriber } from '../src/server/speech/transcriber';
import type { TranscriptionResult } from '../src/server/speech/types';
import { recoverFillers } from '../src/server/speech/metrics/filler-recovery';
import { voiceFramesOfPcm } from '../src/server/speech/metrics/voice-frames';
import { speakersOfWords } from '../src/server/speech/diarization/identify-speakers';
import { detectSpeech } from '../src/server/speech/vad';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const UPLOAD_MINUTES = [3, 10, 30] as const;
const TARGET_SECONDS_3_MIN = 30;
const TARGET_PEAK_MB = 600;

const seconds = (value: number) => value.toFixed(1).padStart(7);

/** A recording of `minutes` of real read speech with a natural 0.6 s pause between clips. */
function buildRecording(dir: string, minutes: number) {
  const clips = fs
    .readdirSync(LIBRIVOX)
    .filter((f) => f.endsWith('.wav'))
    .map((f) => path.join(LIBRIVOX, f));
  const pause = path.join(dir, 'pause.wav');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono'],
    ...['-t', '0.6', pause],
  ]);
  const lines: string[] = [];
  let total = 0;
  for (let i = 0; total < minutes * 60; i += 1) {
    const clip = clips[i % clips.length] ?? '';
    lines.push(`file '${clip}'`, `file '${pause}'`);
    total += wavSeconds(clip) + 0.6;
  }
  const list = path.join(dir, `list-${minutes}.txt`);
  fs.writeFileSync(list, lines.join('\n'));
  const out = path.join(dir, `speech-${minutes}min.webm`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list],
    ...['-t', String(minutes * 60), '-c:a', 'libopus', '-b:a', '32k', out],
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

/** The engines compared: pocketsphinx always, whisper tiny.en when the cache holds it. */
async function enginesUnderTest() {
  const engines: Array<{ label: string; env: NodeJS.ProcessEnv; transcriber: Transcriber }> = [
    {
      label: 'pocketsphinx',
      env: { SPEECH_ENGINE: 'pocketsphinx' },
      transcriber: createPocketsphinxFillerTranscriber(),
    },
  ];
  const whisper = await registryWhisperEngine();
  if ('skipped' in whisper) console.log(`(${whisper.skipped}: skipped)`);
  else {
    engines.push({
      label: `whisper ${whisper.name}`,
      env: { SPEECH_ENGINE: 'whisper', WHISPER_MODEL: whisper.path },
      transcriber: whisper.transcriber,
    });
  }
  return engines;
}

type Engines = Awaited<ReturnType<typeof enginesUnderTest>>;

/** One end-to-end analysis in its own process, as `npm run analyze` runs it (after setup). */
async function analyzeInProcess(file: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', file, '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid ?? 0))), 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`analysis of ${file} failed (${code})`);
  const result = JSON.parse(output) as {
    durationSeconds: number;
    wordCount: number;
    speakers: { count: number };
  };
  return { seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024, ...result };
}

async function uploadSection(recordings: ReadonlyMap<number, string>, engines: Engines) {
  console.log('\n## Uploads: end to end, as `npm run analyze` (without npm and setup)\n');
  console.log(
    'engine         recording   audio s  words  speakers  wall s  x real time  peak MB   target',
  );
  for (const [minutes, file] of recordings) {
    for (const engine of engines) {
      const result = await analyzeInProcess(file, engine.env);
      const target =
        minutes === 3 ? `<= ${TARGET_SECONDS_3_MIN} s, <= ${TARGET_PEAK_MB} MB` : 'memory flat';
      console.log(
        `${engine.label.padEnd(14)} ${`${minutes} min`.padEnd(10)} ${result.durationSeconds.toFixed(0).padStart(8)} ` +
          `${String(result.wordCount).padStart(6)} ${String(result.speakers.count).padStart(9)} ` +
          `${seconds(result.seconds)} ${(result.seconds / result.durationSeconds).toFixed(3).padStart(12)} ` +
          `${result.peakMb.toFixed(0).padStart(8)}   ${target}`,
      );
    }
  }
}

/** Runs `work` and returns its result with the seconds it took. */
async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

async function stagesSection(file: string, dir: string, engines: Engines) {
  console.log('\n## Where the time goes: the 3-minute upload, each stage alone, in order\n');
  const [pcm, decode] = await timed(() => decodeToPcmFile(file, path.join(dir, 'stages.pcm')));
  const [segments, vad] = await timed(() => detectSpeech(pcm));
  // The transcribers ask for the same file's speech segments, answered from the detection above.
  const transcriptions: Array<[string, number]> = [];
  let transcription: TranscriptionResult | null = null;
  for (const engine of engines) {
    const [result, time] = await timed(() => engine.transcriber.transcribe(pcm));
    transcriptions.push([`transcription (${engine.label}, all cores)`, time]);
    transcription ??= result;
  }
  if (!transcription) throw new Error('no engine to transcribe with');
  const [voice, voiceFrames] = await timed(() => voiceFramesOfPcm(pcm));
  const [diarization, diarizing] = await timed(() =>
    diarize(pcmReader(pcm), pcm.sampleRate, segments, { pitch: voice.pitch }),
  );
  const [, scoring] = await timed(() => {
    if (!transcription) throw new Error('no transcription');
    const words = recoverFillers(transcription.words, {
      voice,
      engine: transcription.engine,
      engineWritesDisfluencies: false,
    });
    const speakers = speakersOfWords(words, diarization);
    return analyzeSpeech({
      words: speakers.words,
      punctuated: transcription.punctuated,
      voice,
      engine: transcription.engine,
      speechSegments: segments,
      fillerMinConfidence: 0.5,
    });
  });
  const rows: Array<[string, number]> = [
    ['decode (ffmpeg to 16 kHz PCM)', decode],
    ['voice-activity detection (Silero)', vad],
    ...transcriptions,
    ['pitch and loudness', voiceFrames],
    ['diarization (x-vectors, clustering)', diarizing],
    ['scoring (fillers, speakers, metrics, scores)', scoring],
  ];
  for (const [stage, time] of rows) console.log(`${stage.padEnd(46)} ${seconds(time)} s`);
  // The pipeline overlaps these, so its wall time is less than a sum.
  const others = rows.reduce((total, [, time]) => total + time, 0);
  for (const [stage, time] of transcriptions) {
    const transcriptionTime = transcriptions.reduce((total, [, t]) => total + t, 0);
    const label = `sum with ${stage.slice('transcription ('.length, stage.indexOf(','))}`;
    console.log(`${label.padEnd(46)} ${seconds(others - transcriptionTime + time)} s`);
  }
  console.log(
    `(${pcm.durationSeconds.toFixed(0)} s of audio, ${transcription.words.length} words)`,
  );
}

function overheadSection() {
  console.log('\n## Fixed overhead of `npm run analyze`\n');
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const started = performance.now();
    spawnSync(command, args, { stdio: 'ignore', env });
    return (performance.now() - started) / 1000;
  };
  const setup = run(process.execPath, ['scripts/setup.mjs', '--for', 'analyze'], process.env);
  // With no file, analyze prints its usage once every module is loaded.
  const startUp = run(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts']);
  const npm = run('npm', ['--version']);
  console.log(`${'setup (scripts/setup.mjs, all installed)'.padEnd(46)} ${seconds(setup)} s`);
  console.log(`${'node, tsx and the modules analyze loads'.padEnd(46)} ${seconds(startUp)} s`);
  console.log(`${'npm itself (npm --version)'.padEnd(46)} ${seconds(npm)} s`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-speech-'));
  try {
    const load = os.loadavg()[0]?.toFixed(2) ?? '?';
    console.log(
      `# Speech analysis benchmark (${os.cpus().length} cores ` +
        `${os.cpus()[0]?.model ?? ''}, Node ${process.versions.node}, load average ${load} at the start)`,
    );
    const recordings = new Map(
      UPLOAD_MINUTES.map((minutes) => [minutes, buildRecording(dir, minutes)]),
    );
    const engines = await enginesUnderTest();
    overheadSection();
    await stagesSection(recordings.get(3) ?? '', dir, engines);
    await uploadSection(recordings, engines);
    await closeWhisperProcess();
    await liveSection(recordings.get(3) ?? '', 180);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
