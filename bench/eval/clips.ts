/**
 * The evaluation clip set, built once into .cache/eval-clips/ and rebuilt only when it is
 * missing or its scripts changed: LibriVox read speech with its reference transcript, and
 * espeak-ng clips whose words, fillers, pauses, pace and speakers are known exactly.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { innerSilences, speechBounds } from '../../src/server/speech/evaluation/speech-bounds';
import type { ClipTruth, TimeSpan } from '../../src/server/speech/evaluation/types';
import { LIBRIVOX_DIR } from '../../src/server/speech/test/fixtures';
import { ANALYSIS_SAMPLE_RATE } from '../../src/server/speech/types';
import { forcedAlignment } from './align';
import { addNoiseFloor, readSamples, sampleCount, seconds, synthesize, writeWav } from './audio';
import {
  CLIP_SCRIPTS,
  type ClipScript,
  INLINE_FILLER_SCRIPTS,
  type InlineFillerScript,
  JOIN_SECONDS,
} from './scripts';

export const CLIP_DIR = path.resolve('.cache/eval-clips');
/** Bump when the way clips are built changes, so cached clips are rebuilt. */
const BUILDER_VERSION = 3;
/** Silence before the first and after the last word of a scripted clip. */
const EDGE_SECONDS = 0.5;
/** Silences the pause metric sees (SILENT_PAUSE_MIN_SECONDS); shorter joins are not pauses. */
const PAUSE_MIN_SECONDS = 0.25;
/** espeak-ng output is clean: a low threshold keeps soft onsets like "th" and "f". */
const SYNTH_LEVEL = { thresholdDb: -45 };
/** LibriVox has a noise floor about 30 dB under the voice. */
const READ_SPEECH_LEVEL = { thresholdDb: -25 };

const wpmOf = (words: number, speech: TimeSpan) => (words / (speech.end - speech.start)) * 60;
const round = (value: number) => Math.round(value * 1000) / 1000;

function librivoxClips(): Array<{ truth: ClipTruth; samples: Float32Array }> {
  const lines = fs.readFileSync(path.join(LIBRIVOX_DIR, 'transcription'), 'utf8').split('\n');
  return lines.flatMap((line) => {
    const match = /^<s> (.*) <\/s> \((\S+)\)$/.exec(line.trim());
    if (!match) return [];
    const [, text = '', fileId = ''] = match;
    const samples = readSamples(path.join(LIBRIVOX_DIR, `${fileId}.wav`));
    const speech = speechBounds(samples, ANALYSIS_SAMPLE_RATE, READ_SPEECH_LEVEL);
    if (!speech) throw new Error(`no speech found in LibriVox clip ${fileId}`);
    const words = text.split(/\s+/);
    const truth: ClipTruth = {
      id: `librivox-${fileId.slice(-4)}`,
      set: 'librivox',
      file: `librivox-${fileId.slice(-4)}.wav`,
      description: 'LibriVox read speech, one narrator (pocketsphinx-testdata)',
      durationSeconds: round(seconds(samples.length)),
      words,
      fillers: [],
      pauses: null,
      speech: { start: round(speech.start), end: round(speech.end) },
      wpm: round(wpmOf(words.length, speech)),
      speakers: 1,
    };
    return [{ truth, samples }];
  });
}

/** One phrase or filler, synthesised and trimmed to its speech. */
function segment(text: string, voice: string, rate: number): Float32Array {
  const raw = synthesize(text, voice, rate);
  const bounds = speechBounds(raw, ANALYSIS_SAMPLE_RATE, SYNTH_LEVEL);
  if (!bounds) throw new Error(`espeak-ng said nothing for "${text}"`);
  const trimmed = raw.slice(sampleCount(bounds.start), sampleCount(bounds.end));
  const gaps = innerSilences(trimmed, ANALYSIS_SAMPLE_RATE, PAUSE_MIN_SECONDS, SYNTH_LEVEL);
  if (gaps.length > 0) {
    throw new Error(`"${text}" has a silence inside it, which would break the pause truth`);
  }
  return trimmed;
}

function scriptedClip(script: ClipScript): { truth: ClipTruth; samples: Float32Array } {
  const parts: Float32Array[] = [];
  let cursor = 0;
  const append = (samples: Float32Array) => {
    parts.push(samples);
    cursor += samples.length;
  };
  const truth = { words: [] as string[], fillers: [] as ClipTruth['fillers'] };
  const pauses: TimeSpan[] = [];
  const turns: NonNullable<ClipTruth['turns']> = [];
  const speakerOf = new Map<string, string>();
  let gap: number | null = null;
  let spoken = 0;

  for (const step of script.steps) {
    if ('pause' in step) {
      gap = (gap ?? 0) + step.pause;
      continue;
    }
    const text = 'say' in step ? step.say : step.filler;
    const voice = ('say' in step ? step.voice : undefined) ?? script.voice;
    const silence = spoken === 0 ? EDGE_SECONDS : (gap ?? JOIN_SECONDS);
    if (spoken > 0 && silence >= PAUSE_MIN_SECONDS) {
      pauses.push({
        start: round(seconds(cursor)),
        end: round(seconds(cursor + sampleCount(silence))),
      });
    }
    append(new Float32Array(sampleCount(silence)));
    const start = seconds(cursor);
    append(segment(text, voice, script.rate));
    const span = { start: round(start), end: round(seconds(cursor)) };
    truth.words.push(...text.split(' '));
    if ('filler' in step) truth.fillers.push({ word: step.filler, ...span });
    if (!speakerOf.has(voice)) speakerOf.set(voice, String.fromCharCode(65 + speakerOf.size));
    const speaker = speakerOf.get(voice) as string;
    const lastTurn = turns[turns.length - 1];
    if (lastTurn?.speaker === speaker) lastTurn.end = span.end;
    else turns.push({ speaker, ...span });
    gap = null;
    spoken += 1;
  }
  append(new Float32Array(sampleCount(EDGE_SECONDS)));

  const samples = new Float32Array(cursor);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const speech = { start: turns[0]?.start ?? 0, end: turns[turns.length - 1]?.end ?? 0 };
  return {
    truth: {
      id: script.id,
      set: script.set,
      file: `${script.id}.wav`,
      description: script.description,
      durationSeconds: round(seconds(samples.length)),
      ...truth,
      pauses,
      speech,
      wpm: round(wpmOf(truth.words.length, speech)),
      speakers: speakerOf.size,
      ...(speakerOf.size > 1 ? { turns } : {}),
    },
    samples: addNoiseFloor(samples),
  };
}

/**
 * A text read whole, fillers and all; its filler times come from the forced alignment once
 * the clip is written (`loadClipSet`).
 */
function inlineClip(script: InlineFillerScript): { truth: ClipTruth; samples: Float32Array } {
  const raw = synthesize(script.text, script.voice, script.rate);
  const bounds = speechBounds(raw, ANALYSIS_SAMPLE_RATE, SYNTH_LEVEL);
  if (!bounds) throw new Error(`espeak-ng said nothing for ${script.id}`);
  const edge = new Float32Array(sampleCount(EDGE_SECONDS));
  const spoken = raw.slice(sampleCount(bounds.start), sampleCount(bounds.end));
  const samples = new Float32Array(edge.length * 2 + spoken.length);
  samples.set(spoken, edge.length);
  const speech = {
    start: round(EDGE_SECONDS),
    end: round(EDGE_SECONDS + seconds(spoken.length)),
  };
  const words = script.text.split(' ');
  return {
    truth: {
      id: script.id,
      set: 'fillers-in-phrase',
      file: `${script.id}.wav`,
      description: `${script.voice} at ${script.rate}: ten fillers inside phrases`,
      durationSeconds: round(seconds(samples.length)),
      words,
      fillers: [],
      pauses: null,
      speech,
      wpm: round(wpmOf(words.length, speech)),
      speakers: 1,
    },
    samples: addNoiseFloor(samples),
  };
}

/** What the clips are built from; a change to any of it rebuilds the set. */
function sourceKey(): string {
  const espeakVersion = execFileSync('espeak-ng', ['--version']).toString().trim();
  const transcription = fs.readFileSync(path.join(LIBRIVOX_DIR, 'transcription'), 'utf8');
  return createHash('sha256')
    .update(
      JSON.stringify({
        BUILDER_VERSION,
        espeakVersion,
        transcription,
        CLIP_SCRIPTS,
        INLINE_FILLER_SCRIPTS,
      }),
    )
    .digest('hex');
}

interface Manifest {
  key: string;
  clips: ClipTruth[];
}

/** The clip set with its truth; builds it into `dir` when missing or out of date. */
export function loadClipSet(dir = CLIP_DIR, log: (line: string) => void = () => {}): ClipTruth[] {
  const manifestPath = path.join(dir, 'manifest.json');
  const key = sourceKey();
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    const complete = manifest.clips.every((clip) => fs.existsSync(path.join(dir, clip.file)));
    if (manifest.key === key && complete) return manifest.clips;
  }
  log(`building evaluation clips in ${path.relative(process.cwd(), dir)}/`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const built = [
    ...librivoxClips(),
    ...CLIP_SCRIPTS.map(scriptedClip),
    ...INLINE_FILLER_SCRIPTS.map(inlineClip),
  ];
  const clips = built.map(({ truth, samples }) => {
    const file = path.join(dir, truth.file);
    writeWav(file, samples);
    const wordTimes = forcedAlignment(file, truth.words);
    if (!wordTimes) log(`no forced alignment for ${truth.id}: its word times go unscored`);
    if (truth.set !== 'fillers-in-phrase') return wordTimes ? { ...truth, wordTimes } : truth;
    // Fillers inside phrases are where the alignment puts them; without it there is no truth.
    if (!wordTimes) throw new Error(`no forced alignment for ${truth.id}: no filler times`);
    const fillers = wordTimes.flatMap((word) =>
      word.word === 'uh' || word.word === 'um'
        ? [{ word: word.word, start: word.start, end: word.end }]
        : [],
    );
    return { ...truth, wordTimes, fillers };
  });
  fs.writeFileSync(manifestPath, `${JSON.stringify({ key, clips } satisfies Manifest, null, 2)}\n`);
  return clips;
}

export const clipPath = (clip: ClipTruth, dir = CLIP_DIR) => path.join(dir, clip.file);
